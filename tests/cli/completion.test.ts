// `verstak completion bash|zsh|fish`: the bash script is run in bash as bash-completion would, and the
// zsh and fish scripts are checked to offer every command and option.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completionScript } from '../../cli/src/commands/completion';
import { commandPath, commandsOf } from '../../cli/src/help-text';
import { buildProgram } from '../../cli/src/program';
import { runVerstak } from './cli-server';

const program = buildProgram({ out: () => {}, err: () => {}, env: {} });
const commands = commandsOf(program).filter((c) => c.name() !== 'help' && c.parent);
let folder: string;
let bashScript: string;

/** What bash offers for the words typed so far, the last one being completed. */
function complete(...words: string[]): string[] {
  const script = `source ${JSON.stringify(bashScript)}
COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')})
COMP_CWORD=${words.length - 1}
_verstak
printf '%s\\n' "\${COMPREPLY[@]}"`;
  return execFileSync('bash', ['--norc', '-c', script], { encoding: 'utf8' }).split('\n').filter(Boolean);
}

describe('verstak completion', () => {
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'verstak-completion-'));
    // The built binary's own script: what a user installs.
    const printed = await runVerstak(['completion', 'bash'], {});
    expect(printed.code, printed.stderr).toBe(0);
    bashScript = join(folder, 'verstak.bash');
    writeFileSync(bashScript, printed.stdout);
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('offers the commands, then the subcommands of the one typed, past global options and their values', () => {
    expect(complete('verstak', '')).toEqual(
      program.commands.map((c) => c.name()).filter((n) => n !== 'help'),
    );
    expect(complete('verstak', 'or')).toEqual(['order']);
    expect(complete('verstak', '--city', 'yaroslavl', 'order', '')).toEqual([
      'status',
      'show',
      'list',
      'cancel',
      'copy',
    ]);
    expect(complete('verstak', 'customer', 'b')).toEqual(['basket']);
    expect(complete('verstak', 'completion', '')).toEqual(['bash', 'zsh', 'fish']);
  });

  it("offers a command's options with the global ones, and the values of an option that has a fixed set", () => {
    expect(complete('verstak', 'order', 'cancel', 'В-1', '--')).toEqual(
      expect.arrayContaining(['--reason', '--comment', '--yes', '--dry-run', '--json', '--debug', '--help']),
    );
    expect(complete('verstak', 'order', 'list', '--customer', 'x', '--pa')).toEqual([
      '--paid',
      '--payment',
      '--page',
    ]);
    expect(complete('verstak', 'order', 'list', '--status', '')).toContain('active');
    expect(complete('verstak', 'catalog', 'section', '/c/', '--sort', 'p')).toEqual([
      'popular',
      'price-asc',
      'price-desc',
    ]);
    // A value of an option is typed freely: nothing is offered for it.
    expect(complete('verstak', 'order', 'list', '--limit', '')).toEqual([]);
  });

  it.each(commands.map((c) => [commandPath(c)]))(
    'reaches every command and its options in bash: %s',
    (path) => {
      const words = path.split(' ');
      const last = words.at(-1) ?? '';
      expect(complete('verstak', ...words.slice(0, -1), last.slice(0, 2))).toContain(last);
      const command = commands.find((c) => commandPath(c) === path);
      const options = command?.options.map((o) => o.long) ?? [];
      if (options.length > 0)
        expect(complete('verstak', ...words, '--')).toEqual(expect.arrayContaining(options));
    },
  );

  it('writes zsh and fish scripts naming every command and option', () => {
    const zsh = completionScript('zsh', program);
    const fish = completionScript('fish', program);
    expect(zsh.startsWith('#compdef verstak\n')).toBe(true);
    for (const command of commands) {
      const parent = commandPath(command).split(' ').slice(0, -1).join(' ');
      expect(zsh).toMatch(new RegExp(`^ {4}'${parent}'\\) echo '([^']* )?${command.name()}( |')`, 'm'));
      expect(fish).toContain(`-a '${command.name()}'`);
      for (const option of command.options) expect(fish).toContain(`-l ${option.long?.slice(2)}`);
    }
    expect(fish).toMatch(
      /^complete -c verstak -n '__fish_seen_subcommand_from order; and __fish_seen_subcommand_from cancel' -l yes -s y -d /m,
    );
  });

  it('refuses another shell as a usage error', async () => {
    const result = await runVerstak(['completion', 'tcsh'], {});
    expect(result).toMatchObject({
      code: 2,
      stdout: '',
      stderr: 'error: completion is written for bash, zsh, fish, not "tcsh"\n',
    });
  });
});
