import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('is true for a lost, refused or timed-out database, also as the cause of another error', () => {
    expect(isDatabaseUnavailable(new DatabaseUnavailableError('PostgreSQL did not answer'))).toBe(true);
    expect(
      isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01')),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('canceling statement due to statement timeout', '57014'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    // A full disk or memory, or a race lost again after the retries: passing too.
    expect(
      isDatabaseUnavailable(withCode('could not extend file "base/1/2": No space left on device', '53100')),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('out of memory', '53200'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('ENOSPC: no space left on device, write', 'ENOSPC'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('deadlock detected', '40P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('could not serialize access', '40001'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error('loading the menu failed', {
          cause: withCode('the database system is shutting down', '57P03'),
        }),
      ),
    ).toBe(true);
  });

  it('is false for a bad query or any other error', () => {
    expect(isDatabaseUnavailable(withCode('relation "nope" does not exist', '42P01'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('not an error')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
