import { SORT_ORDERS, type Sort } from '@verstak/sdk';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { apiBase, cliClient, describeError, type GlobalOptions } from './client';
import { catalogSearch, catalogSection } from './commands/catalog';
import { cityList } from './commands/city';
import { filterBuild, filterParse } from './commands/filter';
import type { Io } from './io';

/** The CLI's version, printed by --version. */
export const VERSION = '0.1.0';

function positiveInt(name: string, max: number) {
  return (text: string): number => {
    if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > max)
      throw new InvalidArgumentError(`${name} must be an integer from 1 to ${max}`);
    return Number(text);
  };
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

/**
 * Runs the `verstak` command line and resolves to its exit code: 0 on success, 1 with one clear
 * line on stderr for any error (server down, unknown city, bad flag), never a stack trace.
 */
export async function run(argv: readonly string[], io: Io): Promise<number> {
  const program = new Command('verstak')
    .description('The Verstak store from the terminal: catalogue, filters and cities')
    .version(VERSION)
    .option('--api <url>', 'the Verstak API (default: $VERSTAK_API or http://localhost:3000)')
    .option('--city <city>', 'city subdomain, name or locationId (see: verstak city list)')
    .option('--json', 'machine-readable output')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.out(s.trimEnd()),
      writeErr: (s) => io.err(s.trimEnd().split('\n')[0] ?? s),
      outputError: (s, write) => write(s),
    });

  const globals = () => program.opts<GlobalOptions>();
  const withClient = async <T>(fn: (client: Awaited<ReturnType<typeof cliClient>>) => Promise<T>) =>
    fn(await cliClient(globals(), io));

  const catalog = program.command('catalog').description('search the catalogue and list sections');
  catalog
    .command('search <query>')
    .description('products and sections matching a query')
    .option('--limit <n>', 'products to show (1-50)', positiveInt('--limit', 50))
    .action((query: string, o: { limit?: number }) =>
      withClient((c) => catalogSearch(c, query, { ...o, json: globals().json ?? false }, io)),
    );
  catalog
    .command('section <path>')
    .description('one page of a section: /catalog/…/ or a storefront URL')
    .option('--filter <conditions>', 'filter conditions, e.g. brand-is-makita/price-to-5000')
    .option('--page <n>', 'page number', positiveInt('--page', 10_000))
    .addOption(new Option('--sort <order>', 'sort order').choices(SORT_ORDERS))
    .action((path: string, o: { filter?: string; page?: number; sort?: Sort }) =>
      withClient((c) => catalogSection(c, path, { ...o, json: globals().json ?? false }, io)),
    );

  const filter = program.command('filter').description('read and write filter URLs (spec §5)');
  filter
    .command('parse <url>')
    .description("the values a filter URL chooses, checked against the section's filters")
    .action((url: string) => withClient((c) => filterParse(c, url, { json: globals().json ?? false }, io)));
  filter
    .command('build <sectionPath>')
    .description('the filter URL path for chosen values (works offline)')
    .option('--range <code=from..to>', 'a range value; repeatable', collect)
    .option('--choice <code=v1,v2>', 'a list value; repeatable', collect)
    .action(async (sectionPath: string, o: { range?: string[]; choice?: string[] }) =>
      filterBuild(sectionPath, { ...o, json: globals().json ?? false }, io),
    );

  program
    .command('city')
    .description('cities')
    .command('list')
    .description('pickup and delivery cities')
    .addOption(
      new Option('--kind <kind>', 'only pickup or only delivery cities').choices(['pickup', 'delivery']),
    )
    .action((o: { kind?: 'pickup' | 'delivery' }) =>
      withClient((c) => cityList(c, { ...o, json: globals().json ?? false }, io)),
    );

  try {
    await program.parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 1;
    let api = '';
    try {
      api = apiBase(globals(), io);
    } catch {
      // The bad --api itself is the error being reported.
    }
    io.err(`error: ${describeError(error, api)}`);
    return 1;
  }
}
