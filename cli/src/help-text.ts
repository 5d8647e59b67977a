import type { Command } from 'commander';
import { HELP_EXAMPLES } from './help-examples';

/** A command's path below `verstak`: `order cancel`; '' for `verstak` itself. */
export function commandPath(command: Command): string {
  const names: string[] = [];
  for (let c: Command | null = command; c?.parent; c = c.parent) names.unshift(c.name());
  return names.join(' ');
}

/** Every command of the tree below `root`, depth first, `root` included. */
export function commandsOf(root: Command): Command[] {
  return [root, ...root.commands.flatMap((c) => commandsOf(c))];
}

/** Adds its examples ({@link HELP_EXAMPLES}) to the end of the `--help` of every command that has some. */
export function withExamples(root: Command): void {
  for (const command of commandsOf(root)) {
    const examples = HELP_EXAMPLES[commandPath(command)];
    if (examples) command.addHelpText('after', `\nExamples:\n${examples.map((e) => `  $ ${e}`).join('\n')}`);
  }
}
