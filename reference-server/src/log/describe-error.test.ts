import { describe, expect, it } from 'vitest';
import { describeError, withoutValues } from './describe-error';

// What a log line says of an error: enough for an operator (class, SQLSTATE, which table), nothing
// of the buyer (152-ФЗ).

const buyer = {
  name: 'Анна Петрова',
  phone: '+7 (911) 222-33-44',
  email: 'anna.petrova@example.ru',
  visitor: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
  key: 'checkout-7f3a9c2e-5d1b-4e8a-9c0f-2b6d8e4a1c3f',
  address: 'ул. Ленина, д. 1, кв. 2',
};

/** A DatabaseError as PGlite throws it: the query and its parameters hang on it. */
function pgliteError(message: string, code: string): Error {
  return Object.assign(new Error(message), {
    name: 'DatabaseError',
    code,
    severity: 'ERROR',
    table: 'orders',
    detail: `Failing row contains (${buyer.name}, ${buyer.phone}, ${buyer.email}).`,
    query: 'INSERT INTO orders (name, phone, email, f_user_id, address) VALUES ($1, $2, $3, $4, $5)',
    params: [buyer.name, buyer.phone, buyer.email, buyer.visitor, buyer.address],
  });
}

describe('describeError', () => {
  it('names the class, the SQLSTATE with its condition and the table, and nothing of the query or its parameters', () => {
    const line = describeError(
      pgliteError('could not extend file "base/16384/2619": No space left on device', '53100'),
    );
    expect(line).toBe(
      'DatabaseError sqlstate=53100 (disk_full) table=orders: could not extend file "…": No space left on device',
    );
    for (const value of Object.values(buyer)) expect(line).not.toContain(value);
    expect(line).not.toContain('INSERT');
  });

  it('cuts the values out of messages: quoted strings, key details, e-mails, ids, tokens, phones', () => {
    expect(withoutValues(`invalid input syntax for type integer: "${buyer.phone}"`)).toBe(
      'invalid input syntax for type integer: "…"',
    );
    expect(withoutValues(`Key (email)=(${buyer.email}) already exists`)).toBe('Key (…)=(…) already exists');
    expect(withoutValues(`No order for ${buyer.email} of visitor ${buyer.visitor}`)).toBe(
      'No order for …@… of visitor …',
    );
    expect(withoutValues(`key ${buyer.key} phone ${buyer.phone} or 89112223344`)).toBe('key … phone … or …');
    expect(withoutValues('x'.repeat(400))).toHaveLength(1);
    expect(withoutValues(`${'слово '.repeat(60)}`).length).toBeLessThanOrEqual(160);
  });

  it('follows causes, and gives stack frames (never the message the stack starts with) when asked', () => {
    const error = new Error(`placing the order of ${buyer.email} failed`, {
      cause: Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' }),
    });
    const line = describeError(error, { frames: 2 });
    expect(line).toMatch(
      /^Error: placing the order of …@… failed ← Error code=ECONNRESET: Connection terminated unexpectedly @ .+describe-error\.test\.ts/,
    );
    expect(line).not.toContain(buyer.email);
    expect(describeError('a string thrown')).toBe('a string thrown');
    expect(describeError({ name: buyer.name })).toBe('thrown object');
  });
});
