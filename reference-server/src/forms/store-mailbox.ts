/** Where the store receives its forms' requests by mail (the dev outbox shows them on a local store). */
export const STORE_MAILBOX = 'zakaz@verstak.example.ru';
