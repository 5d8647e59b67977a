import { useVerstak } from '@verstak/react';
import { accountApi } from '@verstak/sdk';
import type { PageProps } from '../../app/define-route';
import { bankDetailsFields, organizationFields } from '../../ui/form/account-field-kits';
import { FlagField, fieldNames, flagOf, KitFields } from '../../ui/form/field-kit';
import { OrganizationFields } from '../../ui/form/organization-fields';
import { EntryForm } from './entry-form';
import type { personalOrganizationsRoute } from './personal-organizations.route';

type OrganizationsData = PageProps<typeof personalOrganizationsRoute>['data'];
type Organization = OrganizationsData['user']['organizations'][number];
type BankDetails = OrganizationsData['bankDetails'][number];

/**
 * The organisations page's editor of an organisation (§2.3): new, or `organization` changed. The page
 * shows it after «Изменить» or «Добавить организацию» (at once only to a buyer with none), so it is an
 * island with BankForm (organization-forms.island.tsx).
 */
export function OrganizationForm({
  organization,
  onDone,
}: {
  organization?: Organization;
  onDone: () => void;
}) {
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

/** The editor of an organisation's bank details (§2.3): new, or `bank` changed; an island as OrganizationForm. */
export function BankForm({
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
