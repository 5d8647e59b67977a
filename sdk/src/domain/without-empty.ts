/**
 * Drops the empty values of a call's input before it is sent (§5: send-password-from-SMS and
 * make-order): '', undefined and null go; zero and false stay (they are values).
 */
export function withoutEmpty<T extends object>(input: T): T {
  return Object.fromEntries(
    Object.entries(input).filter(([, v]) => v !== '' && v !== undefined && v !== null),
  ) as T;
}
