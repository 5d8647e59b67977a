import { describe, expect, it } from 'vitest';
import { jqPath, readShellExample } from './shell-example';

describe('readShellExample (the docs test reads examples as a shell would)', () => {
  it('splits words, quotes, pipes and the comment', () => {
    expect(
      readShellExample(`verstak --json catalog search "дрель \\"x\\"" | jq '.products[].title'  # note`),
    ).toEqual({
      line: `verstak --json catalog search "дрель \\"x\\"" | jq '.products[].title'  # note`,
      stages: [
        ['verstak', '--json', 'catalog', 'search', 'дрель "x"'],
        ['jq', '.products[].title'],
      ],
      comment: 'note',
    });
    expect(readShellExample('verstak a#b').stages).toEqual([['verstak', 'a#b']]);
  });

  it.each(['verstak city list > out.json', 'verstak city list && echo ok', 'verstak "$HOME"', 'verstak |'])(
    'refuses what it cannot run faithfully: %s',
    (line) => {
      expect(() => readShellExample(line)).toThrow();
    },
  );
});

describe('jqPath', () => {
  it('walks keys, array items and indexes', () => {
    const data = { products: [{ title: 'a' }, { title: 'b' }], pagination: { pageCount: 3 } };
    expect(jqPath('.products[].title', data)).toEqual(['a', 'b']);
    expect(jqPath('.pagination.pageCount', data)).toEqual([3]);
    expect(jqPath('.products[1].title', data)).toEqual(['b']);
    expect(jqPath('.missing.key', data)).toEqual([undefined]);
    expect(() => jqPath('.products | length', data)).toThrow(/simple jq paths/);
  });
});
