import { organizationFields } from './account-field-kits';
import { KitFields } from './field-kit';
import type { FieldErrors } from './form';

/** An organization's requisites as first shown or last typed. */
export interface OrganizationValues {
  name: string;
  inn: string;
  kpp: string;
  ogrn: string;
  legalAddress: string;
}

/**
 * The requisites fields of an organization (name, ИНН, КПП, ОГРН, legal address) with their errors.
 * `nameField` is the name's form key: `name` for the account's calls, `organizationName` at registration.
 */
export function OrganizationFields({
  values,
  errors,
  nameField = 'name',
}: {
  values?: OrganizationValues | undefined;
  errors: FieldErrors;
  nameField?: 'name' | 'organizationName';
}) {
  return <KitFields kit={organizationFields} values={values} errors={errors} names={{ name: nameField }} />;
}
