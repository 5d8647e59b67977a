import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliServer, startCliServer } from './cli-server';
import { jqPath, readShellExample } from './shell-example';

const doc = readFileSync(new URL('../../docs/cli.md', import.meta.url), 'utf8');

/** Every line of a fenced shell block of docs/cli.md that runs `verstak`. */
const examples = [...doc.matchAll(/^```(?:sh|shell|bash|console)\n([\s\S]*?)^```$/gm)]
  .flatMap((block) => (block[1] ?? '').split('\n'))
  .map((line) => line.trim())
  .filter((line) => line.startsWith('verstak ') || line.startsWith('echo '))
  .map(readShellExample);

let store: CliServer;

describe('the examples of docs/cli.md', () => {
  beforeAll(async () => {
    // With the payment sandbox: the checkout example prints its pay page's URL.
    store = await startCliServer(600, { payments: true });
  });
  afterAll(async () => {
    await store.close();
  });

  it('has examples to run', () => {
    expect(examples.length).toBeGreaterThanOrEqual(3);
    // An example that fails on purpose says so, and at least one shows it.
    expect(examples.some((e) => /exit code 1/.test(e.comment))).toBe(true);
    expect(examples.some((e) => /exit code 2/.test(e.comment))).toBe(true);
  });

  it.each(examples.map((e) => [e.line, e] as const))('runs: %s', async (_, example) => {
    // `echo 'secret' | verstak …` feeds the command's stdin, as a script feeds --password-stdin.
    const [feed] = example.stages;
    const fed = feed?.[0] === 'echo' ? `${feed.slice(1).join(' ')}\n` : undefined;
    const [command, ...pipes] = fed === undefined ? example.stages : example.stages.slice(1);
    expect(command?.[0], 'each example runs verstak').toBe('verstak');
    const expected = Number(/exit code (\d)/.exec(example.comment)?.[1] ?? 0);
    const result = await store.verstak(command?.slice(1) ?? [], {}, fed);
    expect(result.code, result.stderr).toBe(expected);
    if (expected === 0) expect(result.stdout.trim()).not.toBe('');
    else expect(result.stderr.trim().split('\n')).toHaveLength(1);
    // A documented JSON error names its code: {"error":{"code":"invalid_range",…}}.
    const documentedCode = /"code":"([a-z_]+)"/.exec(example.comment)?.[1];
    if (documentedCode)
      expect((JSON.parse(result.stderr) as { error: { code: string } }).error.code).toBe(documentedCode);
    for (const [tool, filter, ...rest] of pipes) {
      expect(tool, 'the docs pipe verstak into jq only').toBe('jq');
      expect(rest, 'jq takes one filter in the docs').toEqual([]);
      const found = jqPath(filter ?? '', JSON.parse(result.stdout));
      expect(found.length).toBeGreaterThan(0);
      expect(found).not.toContain(undefined);
    }
  });
});
