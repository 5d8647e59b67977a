import type { Command, Option } from 'commander';
import { commandPath, commandsOf } from '../help-text';
import { CliError, type Io } from '../io';

/** The shells `verstak completion` writes a script for. */
export const COMPLETION_SHELLS = ['bash', 'zsh', 'fish'] as const;
/** A shell `verstak completion` writes a script for. */
export type CompletionShell = (typeof COMPLETION_SHELLS)[number];

/** What a completion script needs of the command tree: each command's path, subcommands and options. */
interface Node {
  path: string;
  description: string;
  commands: string[];
  options: readonly Option[];
}

function nodesOf(root: Command): Node[] {
  return commandsOf(root)
    .filter((c) => c.name() !== 'help')
    .map((c) => ({
      path: commandPath(c),
      description: c.description(),
      // The shells are the words after `completion`, offered as its subcommands are.
      commands:
        commandPath(c) === 'completion'
          ? [...COMPLETION_SHELLS]
          : c.commands.map((s) => s.name()).filter((n) => n !== 'help'),
      options: c.options,
    }));
}

const longFlags = (options: readonly Option[]) =>
  options.map((o) => o.long).filter((l): l is string => l !== undefined);

/** Whether an option takes a value (`--limit <n>`), so the word after it is no command. */
const takesValue = (option: Option) => option.required || option.optional;

/** Options that take a value, and the values of those that have a fixed set. */
function valuedOptions(nodes: readonly Node[]) {
  const valued = new Set<string>();
  const choices = new Map<string, Set<string>>();
  for (const node of nodes)
    for (const option of node.options) {
      if (!option.long || !takesValue(option)) continue;
      valued.add(option.long);
      if (option.argChoices) {
        const set = choices.get(option.long) ?? new Set<string>();
        for (const choice of option.argChoices) set.add(choice);
        choices.set(option.long, set);
      }
    }
  return {
    valued: [...valued].sort(),
    choices: [...choices].map(([flag, set]) => [flag, [...set]] as const),
  };
}

/** A shell word in single quotes. */
const quoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The arms of a `case "$1"` that echoes each command path's words. */
function caseArms(nodes: readonly Node[], list: (n: Node) => string[]): string {
  return nodes
    .filter((n) => list(n).length > 0)
    .map((n) => `    ${quoted(n.path)}) echo ${quoted(list(n).join(' '))} ;;`)
    .join('\n');
}

/** The bash and zsh scripts: the same helpers, each shell's own way of offering words. */
function bashOrZsh(nodes: readonly Node[], shell: 'bash' | 'zsh'): string {
  const globals = [...new Set([...longFlags(nodes[0]?.options ?? []), '--help'])];
  const { valued, choices } = valuedOptions(nodes);
  const choiceArms = choices
    .map(([flag, values]) =>
      shell === 'bash'
        ? `    ${flag}) COMPREPLY=($(compgen -W ${quoted(values.join(' '))} -- "$cur")); return ;;`
        : `    ${flag}) compadd -- ${values.map(quoted).join(' ')}; return ;;`,
    )
    .join('\n');
  const helpers = `_verstak_commands() {
  case "$1" in
${caseArms(nodes, (n) => n.commands)}
  esac
}
_verstak_options() {
  case "$1" in
${caseArms(
  nodes.filter((n) => n.path !== ''),
  (n) => longFlags(n.options),
)}
  esac
  echo ${quoted(globals.join(' '))}
}
_verstak_valued=${quoted(` ${valued.join(' ')} `)}`;
  // The words typed so far name a command path (`order list`); options and their values are skipped.
  // (Not `path`: in zsh that is the array tied to PATH.)
  const walk = (first: number, words: string, count: string) => `  local cmdpath="" i w before
  for ((i = ${first}; i < ${count}; i++)); do
    w="\${${words}[i]}"
    before="\${${words}[i-1]}"
    [[ "$w" == -* ]] && continue
    [[ "$_verstak_valued" == *" $before "* ]] && continue
    [[ " $(_verstak_commands "$cmdpath") " == *" $w "* ]] && cmdpath="\${cmdpath:+$cmdpath }$w"
  done`;
  const offer =
    shell === 'bash'
      ? (list: string) => `COMPREPLY=($(compgen -W "$(${list} "$cmdpath")" -- "$cur"))`
      : (list: string) => `compadd -- \${=$(${list} "$cmdpath")}`;
  const body = `  case "$prev" in
${choiceArms}
  esac
  [[ "$_verstak_valued" == *" $prev "* ]] && return
  if [[ "$cur" == -* ]]; then
    ${offer('_verstak_options')}
  else
    ${offer('_verstak_commands')}
  fi
}`;
  if (shell === 'bash')
    return `# verstak completion for bash. Install: verstak completion bash > ~/.local/share/bash-completion/completions/verstak
${helpers}
_verstak() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}"
${walk(1, 'COMP_WORDS', 'COMP_CWORD')}
${body}
complete -F _verstak verstak
`;
  return `#compdef verstak
# verstak completion for zsh. Install: verstak completion zsh > ~/.zfunc/_verstak, with fpath+=(~/.zfunc) before compinit in ~/.zshrc
${helpers}
_verstak() {
  local cur="\${words[CURRENT]}" prev="\${words[CURRENT-1]}"
${walk(2, 'words', 'CURRENT')}
${body}
_verstak "$@"
`;
}

/** The fish script: one `complete` line per subcommand and per option, under the path it belongs to. */
function fish(nodes: readonly Node[]): string {
  const lines = [
    '# verstak completion for fish. Install: verstak completion fish > ~/.config/fish/completions/verstak.fish',
    'complete -c verstak -f',
  ];
  /** The condition that the words typed so far hold every word of the node's path. */
  const at = (node: Node) =>
    node.path
      .split(' ')
      .map((w) => `__fish_seen_subcommand_from ${w}`)
      .join('; and ');
  for (const node of nodes) {
    for (const name of node.commands) {
      const sub = nodes.find((n) => n.path === [node.path, name].filter(Boolean).join(' '));
      const condition =
        node.path === ''
          ? '__fish_use_subcommand'
          : `${at(node)}; and not __fish_seen_subcommand_from ${node.commands.join(' ')}`;
      lines.push(
        `complete -c verstak -n ${quoted(condition)} -a ${quoted(name)} -d ${quoted(sub?.description ?? '')}`,
      );
    }
    for (const option of node.options) {
      if (!option.long) continue;
      const flag = `-l ${option.long.slice(2)}${option.short ? ` -s ${option.short.slice(1)}` : ''}`;
      const value = takesValue(option) ? ' -r' : '';
      const choices = option.argChoices ? ` -a ${quoted(option.argChoices.join(' '))}` : '';
      const condition = node.path === '' ? '' : ` -n ${quoted(at(node))}`;
      lines.push(
        `complete -c verstak${condition} ${flag}${value}${choices} -d ${quoted(option.description)}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The completion script of `shell` for the command tree of `root`: every command, option and choice. */
export function completionScript(shell: CompletionShell, root: Command): string {
  const nodes = nodesOf(root);
  return shell === 'fish' ? fish(nodes) : bashOrZsh(nodes, shell);
}

/** `verstak completion <bash|zsh|fish>`: prints the shell's completion script; another shell is a usage error. */
export function completion(shell: string, root: Command, io: Io): void {
  if (!(COMPLETION_SHELLS as readonly string[]).includes(shell))
    throw new CliError(`completion is written for ${COMPLETION_SHELLS.join(', ')}, not "${shell}"`);
  io.out(completionScript(shell as CompletionShell, root).trimEnd());
}
