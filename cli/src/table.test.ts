import { describe, expect, it } from 'vitest';
import { table } from './table';

describe('table', () => {
  it("shows a shopper's text in its cell only: no bidi override or C1 control reaches the terminal", () => {
    const text = table(
      [{ name: 'Анна\u202eвонаП\u009b2J\u2066x', phone: '+7 (900) 000-00-01' }],
      [
        { title: 'name', value: (r) => r.name },
        { title: 'phone', value: (r) => r.phone },
      ],
    );
    expect(text.split('\n')).toHaveLength(2);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what must not be there
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
  });
});
