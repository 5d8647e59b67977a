import type { accountApi, identityApi } from '@verstak/sdk';
import { fieldKit } from './field-kit';

// The account's forms (settings, organizations, registration), one kit per call: each key is a field
// of that call's input, so the compiler holds the forms to the contract. Labels and attributes are
// what the shopper sees; the API answers each field's error in Russian.

type AccountInput<M extends keyof ReturnType<typeof accountApi>> = NonNullable<
  Parameters<ReturnType<typeof accountApi>[M]>[0]
>;
type IdentityInput<M extends keyof ReturnType<typeof identityApi>> = NonNullable<
  Parameters<ReturnType<typeof identityApi>[M]>[0]
>;

/** A person's first name (required) and last name. */
export const personNameFields = fieldKit<AccountInput<'changeProfile'>>()({
  firstName: { label: 'Имя', autoComplete: 'given-name', required: true },
  lastName: { label: 'Фамилия', autoComplete: 'family-name' },
});

/** The profile's other fields (`account.changeProfile`); the phone is shown, never sent. */
export const profileFields = fieldKit<AccountInput<'changeProfile'> & { phone: string }>()({
  secondName: { label: 'Отчество', autoComplete: 'additional-name' },
  email: { label: 'E-mail', type: 'email', autoComplete: 'email' },
  birth: { label: 'Дата рождения', type: 'date' },
  phone: { label: 'Телефон', type: 'tel', readOnly: true, hint: 'Телефон меняется через службу поддержки' },
});

/** The current password, asked before a new one is set (`identity.changePassword`). */
export const currentPasswordFields = fieldKit<IdentityInput<'changePassword'>>()({
  currentPassword: {
    label: 'Текущий пароль',
    type: 'password',
    autoComplete: 'current-password',
    required: true,
  },
});

/** A receiver of orders (`add-receiver`, `change-receiver`). */
export const receiverFields = fieldKit<AccountInput<'addReceiver'>>()({
  name: { label: 'Имя получателя', required: true },
  phone: { label: 'Телефон получателя', type: 'tel', required: true },
  email: { label: 'E-mail получателя', type: 'email' },
});

/** A delivery address's text (the city is a list of its own). */
export const addressFields = fieldKit<AccountInput<'addAddress'>>()({
  address: { label: 'Адрес', required: true },
});

/** An organization's requisites (`add-organization`, `change-organization`; `organizationName` at registration). */
export const organizationFields = fieldKit<AccountInput<'addOrganization'>>()({
  name: { label: 'Название организации', required: true },
  inn: { label: 'ИНН', inputMode: 'numeric', required: true },
  kpp: { label: 'КПП', inputMode: 'numeric', hint: 'У ИП нет КПП' },
  ogrn: { label: 'ОГРН или ОГРНИП', inputMode: 'numeric', required: true },
  legalAddress: { label: 'Юридический адрес', required: true },
});

/** An organization's bank details (`account.addBankDetails`). */
export const bankDetailsFields = fieldKit<AccountInput<'addBankDetails'>>()({
  bankName: { label: 'Банк', required: true },
  bik: { label: 'БИК', inputMode: 'numeric', required: true },
  settlementAccount: { label: 'Расчётный счёт', inputMode: 'numeric', required: true },
  correspondentAccount: { label: 'Корреспондентский счёт', inputMode: 'numeric', required: true },
});
