// What the built `verstak` says about itself, offline: bare `verstak`, `--help` with examples on every
// command, and a reader that closes the pipe early.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { commandPath, commandsOf } from '../../cli/src/help-text';
import { buildProgram, run } from '../../cli/src/program';
import { binary, runVerstak } from './cli-server';

/** Every command a user can run: the leaves of the tree (`order cancel`, `whoami`), without `help`. */
const leaves = commandsOf(buildProgram({ out: () => {}, err: () => {}, env: {} }))
  .filter((c) => c.commands.length === 0 && c.name() !== 'help')
  .map(commandPath);

describe('verstak help', () => {
  it('prints the help with its commands and examples for bare verstak, on stdout, exit code 0', async () => {
    const result = await runVerstak([], {});
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^Usage: verstak \[options\] \[command\]$/m);
    expect(result.stdout).toMatch(/^ {2}order /m);
    expect(result.stdout).toMatch(/^Examples:\n {2}\$ verstak /m);
  });

  it.each(leaves.map((path) => [path]))(
    'shows examples of its own in: verstak %s --help (in process)',
    async (path) => {
      const out: string[] = [];
      const code = await run([...path.split(' '), '--help'], {
        out: (t) => out.push(t),
        err: () => {},
        env: {},
      });
      const result = { code, stdout: out.join('\n') };
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(new RegExp(`^Usage: verstak ${path} `, 'm'));
      const examples = result.stdout.split('\nExamples:\n')[1] ?? '';
      expect(examples).toMatch(new RegExp(`^ {2}\\$ .*verstak (--\\S+ \\S+ )*${path}( |$)`, 'm'));
    },
  );

  it('ends quietly, exit code 0, when the reader closes the pipe before the output is written', async () => {
    const child = spawn(process.execPath, [binary, '--help'], { stdio: ['ignore', 'pipe', 'pipe'] });
    // The reading end closes at once, as `verstak … | head -1` does once it has its line.
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((done) => child.on('close', done));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });
});
