import type { FieldErrors } from './form';
import { Field } from './form';

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
  return (
    <>
      <Field
        label="Название организации"
        name={nameField}
        defaultValue={values?.name}
        required
        error={errors[nameField]}
      />
      <Field
        label="ИНН"
        name="inn"
        inputMode="numeric"
        defaultValue={values?.inn}
        required
        error={errors.inn}
      />
      <Field
        label="КПП"
        name="kpp"
        inputMode="numeric"
        defaultValue={values?.kpp}
        hint="У ИП нет КПП"
        error={errors.kpp}
      />
      <Field
        label="ОГРН или ОГРНИП"
        name="ogrn"
        inputMode="numeric"
        defaultValue={values?.ogrn}
        required
        error={errors.ogrn}
      />
      <Field
        label="Юридический адрес"
        name="legalAddress"
        defaultValue={values?.legalAddress}
        required
        error={errors.legalAddress}
      />
    </>
  );
}
