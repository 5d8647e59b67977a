import { describe, expect, it } from 'vitest';
import { keyValues } from './key-values';
import { table } from './table';

describe('what the CLI prints of an answer', () => {
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
