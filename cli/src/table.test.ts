import { describe, expect, it } from 'vitest';
import { keyValues } from './key-values';
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

  it("keeps a hostile title's terminal escapes and bidi controls off the screen, in tables and records", () => {
    const title = 'Дрель\u001b[2J\u001b]0;owned\u0007 \u202eлюбая';
    const lines = [
      ...table([{ title }], [{ title: 'title', value: (r) => r.title }]).split('\n'),
      ...keyValues([['title', title]]).split('\n'),
    ];
    expect(lines).toHaveLength(3);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what must not be printed
    for (const line of lines) expect(line).not.toMatch(/[\u0000-\u001f\u202e]/);
    expect(lines[1]).toContain('Дрель [2J ]0;owned');
  });
});
