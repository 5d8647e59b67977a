import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { shopsCalls } from '@verstak/sdk/contract';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/repo-root';

// docs/architecture.md's worked example runs as a type test (reference-server/src/context/
// worked-example.test-d.ts); this keeps the doc and the test the same text, so neither drifts alone.

const doc = readFileSync(resolve(repoRoot, 'docs/architecture.md'), 'utf8');
const typeTest = readFileSync(
  resolve(repoRoot, 'reference-server/src/context/worked-example.test-d.ts'),
  'utf8',
);

/** Lines without their common indentation, trailing blanks dropped. */
function dedent(lines: string[]): string {
  const indent = Math.min(
    ...lines.filter((l) => l.trim() !== '').map((l) => l.length - l.trimStart().length),
  );
  return lines
    .map((l) => l.slice(indent).trimEnd())
    .join('\n')
    .trim();
}

/** The row of the worked example in the doc: the first code block of "Adding a call". */
function docRow(): string {
  const section = doc.slice(doc.indexOf('### Adding a call: a worked example'));
  const lines = section.split('\n');
  const start = lines.findIndex((l) => l.trim() === '```ts');
  const end = lines.findIndex((l, i) => i > start && l.trim() === '```');
  return dedent(lines.slice(start + 1, end));
}

/** The row the type test applies to the registry: between its markers. */
function testRow(): string {
  const lines = typeTest.split('\n');
  const start = lines.findIndex((l) => l.includes('// worked-example:start'));
  const end = lines.findIndex((l) => l.includes('// worked-example:end'));
  return dedent(lines.slice(start + 1, end));
}

describe("docs/architecture.md's worked example", () => {
  it('shows the row the type test compiles, word for word', () => {
    expect(testRow()).toContain("path: '/shops/nearest'");
    expect(docRow()).toBe(testRow());
  });

  it("quotes the compiler's message the type test expects", () => {
    const expected = typeTest.match(/toEqualTypeOf<'(Missing handler for [\w.]+)'>/)?.[1];
    expect(expected).toBe('Missing handler for shops.nearest');
    expect(doc).toContain(`'"${expected}"'`);
  });

  it('adds a call of our own that the contract does not build yet and the spec does not list', () => {
    const specCalls = readFileSync(resolve(repoRoot, 'docs/spec-calls.tsv'), 'utf8');
    expect(specCalls).not.toContain('/shops/nearest');
    expect(Object.keys(shopsCalls)).not.toContain('nearest');
    expect(testRow()).toContain('own: true');
  });
});
