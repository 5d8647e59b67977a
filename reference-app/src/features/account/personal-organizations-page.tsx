import { useVerstak } from '@verstak/react';
import { accountApi } from '@verstak/sdk';
import { useState } from 'react';
import { useAccount } from '../../app/account-context';
import type { PageProps } from '../../app/define-route';
import { bankDetailsFields, organizationFields } from '../../ui/form/account-field-kits';
import { FlagField, fieldNames, flagOf, KitFields } from '../../ui/form/field-kit';
import { FormError, useSubmit } from '../../ui/form/form';
import { OrganizationFields } from '../../ui/form/organization-fields';
import { formatDate } from '../../ui/format-date';
import { PersonalLayout } from '../../ui/personal-layout';
import { EditableRow } from './editable-row';
import { EntryForm } from './entry-form';
import type { personalOrganizationsRoute } from './personal-organizations.route';

type OrganizationsData = PageProps<typeof personalOrganizationsRoute>['data'];
type Organization = OrganizationsData['user']['organizations'][number];
type BankDetails = OrganizationsData['bankDetails'][number];

const CONTRACT = { none: 'не заключён', requested: 'запрошен', signed: 'подписан' } as const;

/** Organizations (§2.3): each with its bank details, EDO and contract; add, change, remove. */
export function Page({ data }: PageProps<typeof personalOrganizationsRoute>) {
  const [adding, setAdding] = useState(data.user.organizations.length === 0);
  return (
    <PersonalLayout title="Организации" sidebar={data.sidebar} breadcrumbs={data.breadcrumbs}>
      {data.user.organizations.length === 0 && (
        <p className="form__note">
          Добавьте организацию, чтобы покупать как юридическое лицо: счета, закрывающие документы и ЭДО.
        </p>
      )}
      {data.user.organizations.map((org) => (
        <OrganizationCard
          key={org.id}
          organization={org}
          bankDetails={data.bankDetails.filter((b) => b.organizationId === org.id)}
        />
      ))}
      {adding ? (
        <section className="panel" aria-labelledby="org-new">
          <h2 id="org-new">Новая организация</h2>
          <OrganizationForm onDone={() => setAdding(false)} />
        </section>
      ) : (
        <button type="button" className="button button--orange" onClick={() => setAdding(true)}>
          Добавить организацию
        </button>
      )}
    </PersonalLayout>
  );
}

function OrganizationCard({
  organization: org,
  bankDetails,
}: {
  organization: Organization;
  bankDetails: BankDetails[];
}) {
  const { client } = useVerstak();
  const { refresh } = useAccount();
  const [editing, setEditing] = useState(false);
  const [addingBank, setAddingBank] = useState(false);
  const { errors, busy, run } = useSubmit();
  const headingId = `org-${org.id}`;
  return (
    <section className="panel organization" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {org.name}
        {org.isDefault && <span className="badge">основная</span>}
      </h2>
      {editing ? (
        <OrganizationForm organization={org} onDone={() => setEditing(false)} />
      ) : (
        <>
          <dl className="facts">
            <dt>ИНН</dt>
            <dd>{org.inn}</dd>
            {org.kpp && (
              <>
                <dt>КПП</dt>
                <dd>{org.kpp}</dd>
              </>
            )}
            <dt>{org.ogrn.length === 15 ? 'ОГРНИП' : 'ОГРН'}</dt>
            <dd>{org.ogrn}</dd>
            <dt>Адрес</dt>
            <dd>{org.legalAddress}</dd>
            <dt>Договор</dt>
            <dd>
              {CONTRACT[org.contract.status]}
              {org.contract.status === 'signed' &&
                ` № ${org.contract.number} от ${formatDate(org.contract.date)}`}
            </dd>
          </dl>
          <div className="actions">
            <button type="button" className="button button--light" onClick={() => setEditing(true)}>
              Изменить
            </button>
            <button
              type="button"
              className="button button--light"
              aria-label={`Удалить организацию ${org.name}`}
              onClick={() => {
                if (!window.confirm(`Удалить организацию «${org.name}» вместе с её реквизитами?`)) return;
                void run(async () => {
                  await accountApi(client).removeOrganization({ id: org.id });
                  await refresh();
                });
              }}
            >
              Удалить
            </button>
            {org.contract.status === 'none' && (
              <button
                type="button"
                className="button button--light"
                disabled={busy}
                onClick={() =>
                  void run(async () => {
                    await accountApi(client).changeContract({ id: org.id, status: 'requested' });
                    await refresh();
                  })
                }
              >
                Запросить договор
              </button>
            )}
          </div>
          <div className="field field--check">
            <label>
              <input
                type="checkbox"
                checked={org.edo.enabled}
                disabled={busy}
                onChange={(event) => {
                  const enabled = event.currentTarget.checked;
                  void run(async () => {
                    await accountApi(client).changeEdo({ id: org.id, enabled: enabled ? 'Y' : 'N' });
                    await refresh();
                  });
                }}
              />
              Электронный документооборот (ЭДО)
              {org.edo.enabled && org.edo.operator ? `: ${org.edo.operator}` : ''}
            </label>
          </div>
          <FormError errors={errors} />
        </>
      )}
      <h3>Банковские реквизиты</h3>
      {bankDetails.length === 0 && <p className="muted">Реквизитов пока нет.</p>}
      <ul className="plain-list">
        {bankDetails.map((b) => (
          <BankRow key={b.id} bank={b} />
        ))}
      </ul>
      {addingBank ? (
        <BankForm organizationId={org.id} onDone={() => setAddingBank(false)} />
      ) : (
        <button type="button" className="button button--light" onClick={() => setAddingBank(true)}>
          Добавить реквизиты
        </button>
      )}
    </section>
  );
}

function OrganizationForm({ organization, onDone }: { organization?: Organization; onDone: () => void }) {
  const { client } = useVerstak();
  return (
    <EntryForm
      label={organization ? 'Изменить организацию' : 'Новая организация'}
      fields={fieldNames(organizationFields, 'isDefault')}
      saveText="Сохранить организацию"
      onDone={onDone}
      save={async (v) => {
        const input = {
          name: v.name ?? '',
          inn: (v.inn ?? '').trim(),
          kpp: (v.kpp ?? '').trim(),
          ogrn: (v.ogrn ?? '').trim(),
          legalAddress: v.legalAddress ?? '',
          // Organization booleans travel as Y/N (§5).
          isDefault: flagOf(v.isDefault),
        };
        if (organization) await accountApi(client).changeOrganization({ ...input, id: organization.id });
        else await accountApi(client).addOrganization(input);
      }}
    >
      {(errors) => (
        <>
          <OrganizationFields values={organization} errors={errors} />
          <FlagField
            name="isDefault"
            label="Основная организация"
            checked={organization?.isDefault ?? false}
          />
        </>
      )}
    </EntryForm>
  );
}

function BankRow({ bank }: { bank: BankDetails }) {
  const { client } = useVerstak();
  const { refresh } = useAccount();
  const [editing, setEditing] = useState(false);
  if (editing)
    return (
      <li>
        <BankForm organizationId={bank.organizationId} bank={bank} onDone={() => setEditing(false)} />
      </li>
    );
  return (
    <EditableRow
      removeLabel={`Удалить реквизиты ${bank.bankName}`}
      onEdit={() => setEditing(true)}
      onRemove={() => void accountApi(client).removeBankDetails({ id: bank.id }).then(refresh)}
    >
      {bank.bankName}, БИК {bank.bik}, р/с {bank.settlementAccount}
      {bank.isDefault && <span className="badge">основные</span>}
    </EditableRow>
  );
}

function BankForm({
  organizationId,
  bank,
  onDone,
}: {
  organizationId: number;
  bank?: BankDetails;
  onDone: () => void;
}) {
  const { client } = useVerstak();
  return (
    <EntryForm
      label={bank ? 'Изменить реквизиты' : 'Новые реквизиты'}
      fields={fieldNames(bankDetailsFields, 'isDefault')}
      saveText="Сохранить реквизиты"
      onDone={onDone}
      save={async (v) => {
        const input = {
          organizationId,
          bankName: v.bankName ?? '',
          bik: (v.bik ?? '').trim(),
          settlementAccount: (v.settlementAccount ?? '').trim(),
          correspondentAccount: (v.correspondentAccount ?? '').trim(),
          isDefault: flagOf(v.isDefault),
        };
        if (bank) await accountApi(client).changeBankDetails({ ...input, id: bank.id });
        else await accountApi(client).addBankDetails(input);
      }}
    >
      {(errors) => (
        <>
          <KitFields kit={bankDetailsFields} values={bank} errors={errors} />
          <FlagField name="isDefault" label="Основные реквизиты" checked={bank?.isDefault ?? false} />
        </>
      )}
    </EntryForm>
  );
}
