import { useVerstak } from '@verstak/react';
import { accountApi } from '@verstak/sdk';
import { Suspense, useState } from 'react';
import { useAccount } from '../../app/account-context';
import type { PageProps } from '../../app/define-route';
import { FormError, useSubmit } from '../../ui/form/form';
import { formatDate } from '../../ui/format-date';
import { PersonalLayout } from '../../ui/personal-layout';
import { EditableRow } from './editable-row';
import { BankForm, OrganizationForm } from './organization-forms.island';
import type { personalOrganizationsRoute } from './personal-organizations.route';

type OrganizationsData = PageProps<typeof personalOrganizationsRoute>['data'];
type Organization = OrganizationsData['user']['organizations'][number];
type BankDetails = OrganizationsData['bankDetails'][number];

/** An editor opened by a click waits for its code (an island) in this line. */
const pending = (
  <p className="muted" aria-busy="true">
    Загружаем форму…
  </p>
);

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
          <Suspense fallback={pending}>
            <OrganizationForm onDone={() => setAdding(false)} />
          </Suspense>
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
        {org.isDefault && <span className="pill">основная</span>}
      </h2>
      {editing ? (
        <Suspense fallback={pending}>
          <OrganizationForm organization={org} onDone={() => setEditing(false)} />
        </Suspense>
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
        <Suspense fallback={pending}>
          <BankForm organizationId={org.id} onDone={() => setAddingBank(false)} />
        </Suspense>
      ) : (
        <button type="button" className="button button--light" onClick={() => setAddingBank(true)}>
          Добавить реквизиты
        </button>
      )}
    </section>
  );
}

function BankRow({ bank }: { bank: BankDetails }) {
  const { client } = useVerstak();
  const { refresh } = useAccount();
  const [editing, setEditing] = useState(false);
  if (editing)
    return (
      <li>
        <Suspense fallback={pending}>
          <BankForm organizationId={bank.organizationId} bank={bank} onDone={() => setEditing(false)} />
        </Suspense>
      </li>
    );
  return (
    <EditableRow
      removeLabel={`Удалить реквизиты ${bank.bankName}`}
      onEdit={() => setEditing(true)}
      onRemove={() => void accountApi(client).removeBankDetails({ id: bank.id }).then(refresh)}
    >
      {bank.bankName}, БИК {bank.bik}, р/с {bank.settlementAccount}
      {bank.isDefault && <span className="pill">основные</span>}
    </EditableRow>
  );
}
