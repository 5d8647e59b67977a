import type { userApi, usersApi } from '@verstak/sdk';
import { fieldKit } from './field-kit';

// The account's forms (settings, organizations, registration), one kit per call: each key is a field
// of that call's input, so the compiler holds the forms to the contract. Labels and attributes are
// what the shopper sees; the API answers each field's error in Russian.

type UsersInput<M extends keyof ReturnType<typeof usersApi>> = NonNullable<
  Parameters<ReturnType<typeof usersApi>[M]>[0]
>;
type UserInput<M extends keyof ReturnType<typeof userApi>> = NonNullable<
  Parameters<ReturnType<typeof userApi>[M]>[0]
>;

/** A person's first name (required) and last name. */
export const personNameFields = fieldKit<UsersInput<'change'>>()({
  firstName: { label: 'Имя', autoComplete: 'given-name', required: true },
  lastName: { label: 'Фамилия', autoComplete: 'family-name' },
});

/** The profile's other fields (`/users/personal/change`); the phone is shown, never sent. */
export const profileFields = fieldKit<UsersInput<'change'> & { phone: string }>()({
  secondName: { label: 'Отчество', autoComplete: 'additional-name' },
  email: { label: 'E-mail', type: 'email', autoComplete: 'email' },
  birth: { label: 'Дата рождения', type: 'date' },
  phone: { label: 'Телефон', type: 'tel', readOnly: true, hint: 'Телефон меняется через службу поддержки' },
});

/** The current password, asked before a new one is set (`/user/password`). */
export const currentPasswordFields = fieldKit<UserInput<'changePassword'>>()({
  currentPassword: {
    label: 'Текущий пароль',
    type: 'password',
    autoComplete: 'current-password',
    required: true,
  },
});

/** A receiver of orders (`add-receiver`, `change-receiver`). */
export const receiverFields = fieldKit<UsersInput<'addReceiver'>>()({
  name: { label: 'Имя получателя', required: true },
  phone: { label: 'Телефон получателя', type: 'tel', required: true },
  email: { label: 'E-mail получателя', type: 'email' },
});

/** A delivery address's text (the city is a list of its own). */
export const addressFields = fieldKit<UsersInput<'addAddress'>>()({
  address: { label: 'Адрес', required: true },
});

/** An organization's requisites (`add-organization`, `change-organization`; `organizationName` at registration). */
export const organizationFields = fieldKit<UsersInput<'addOrganization'>>()({
  name: { label: 'Название организации', required: true },
  inn: { label: 'ИНН', inputMode: 'numeric', required: true },
  kpp: { label: 'КПП', inputMode: 'numeric', hint: 'У ИП нет КПП' },
  ogrn: { label: 'ОГРН или ОГРНИП', inputMode: 'numeric', required: true },
  legalAddress: { label: 'Юридический адрес', required: true },
});

/** An organization's bank details (`/user/bank-details`). */
export const bankDetailsFields = fieldKit<UserInput<'addBankDetails'>>()({
  bankName: { label: 'Банк', required: true },
  bik: { label: 'БИК', inputMode: 'numeric', required: true },
  settlementAccount: { label: 'Расчётный счёт', inputMode: 'numeric', required: true },
  correspondentAccount: { label: 'Корреспондентский счёт', inputMode: 'numeric', required: true },
});
