import { describe, expect, it } from 'vitest';
import { keyValues } from './key-values';

describe('keyValues', () => {
  it("keeps a shopper's text on its own line: a newline, a bidi override or a C1 control in it forges nothing", () => {
    // A checkout name may hold a newline (the contract refuses only C0 controls but for tab and line
    // breaks), so an order's customer could otherwise print a line of its own into `order show`.
    const text = keyValues([
      ['customer', 'Анна\nstatus    cancelled (Отменён)\r\u202eвонаП\u009b2J, +7 (900) 000-00-01'],
      ['status', 'new (Принят)'],
    ]);
    expect(text.split('\n')).toHaveLength(2);
    expect(text.split('\n')[1]).toBe('status    new (Принят)');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what must not be there
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(text).toMatch(/^customer {2}Анна status {4}cancelled \(Отменён\) /);
  });
});
