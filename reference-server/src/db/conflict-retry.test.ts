import { describe, expect, it } from 'vitest';
import { CONFLICT_ATTEMPTS, isTransactionConflict, retryingConflicts } from './conflict-retry';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('retryingConflicts', () => {
  it('runs a transaction again after a deadlock or serialization failure, and answers its result', async () => {
    const codes = ['40P01', '40001'];
    let runs = 0;
    const result = await retryingConflicts(async () => {
      const code = codes[runs++];
      if (code) throw withCode('lost a race', code);
      return 'placed';
    });
    expect(result).toBe('placed');
    expect(runs).toBe(3);
  });

  it('gives up after its attempts with the last conflict, and never runs again for any other error', async () => {
    let runs = 0;
    await expect(
      retryingConflicts(async () => {
        runs++;
        throw withCode('deadlock detected', '40P01');
      }),
    ).rejects.toThrow('deadlock detected');
    expect(runs).toBe(CONFLICT_ATTEMPTS);
    runs = 0;
    await expect(
      retryingConflicts(async () => {
        runs++;
        throw withCode('duplicate key value', '23505');
      }),
    ).rejects.toThrow('duplicate key value');
    expect(runs).toBe(1);
  });

  it('knows a conflict also as the cause of another error', () => {
    expect(isTransactionConflict(new Error('checkout failed', { cause: withCode('x', '40P01') }))).toBe(true);
    expect(isTransactionConflict(withCode('x', '57P01'))).toBe(false);
    expect(isTransactionConflict('40P01')).toBe(false);
  });
});
