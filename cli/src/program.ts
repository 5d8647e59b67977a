import { SORT_ORDERS, type Sort } from '@verstak/sdk';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { apiBase, cliClient, DEFAULT_TIMEOUT_SECONDS, type GlobalOptions } from './client';
import { catalogSearch, catalogSection } from './commands/catalog';
import { cityList } from './commands/city';
import { devOutbox } from './commands/dev';
import { type ChosenOption, filterBuild, filterParse } from './commands/filter';
import { login, logout, whoami } from './commands/identity';
import { describeFailure } from './describe-failure';
import type { Io } from './io';
import type { LoginFlags } from './login-plan';

/** The CLI's version, printed by --version. */
export const VERSION = '0.1.0';

/** The longest `--timeout`: a day is more than any call needs, and far below setTimeout's limit. */
const MAX_TIMEOUT_SECONDS = 86_400;

function positiveInt(name: string, max: number) {
  return (text: string): number => {
    if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > max)
      throw new InvalidArgumentError(`${name} must be a whole number from 1 to ${max}`);
    return Number(text);
  };
}

function seconds(text: string): number {
  const value = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || value <= 0 || value > MAX_TIMEOUT_SECONDS)
    throw new InvalidArgumentError(
      `--timeout must be a number of seconds above 0 and at most ${MAX_TIMEOUT_SECONDS}, e.g. 15 or 0.5`,
    );
  return value;
}

/** Whether `--json` was asked for, read from argv itself when the parse failed before it got there. */
const jsonRequested = (argv: readonly string[]) => {
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end)).includes('--json');
};

/**
 * Runs the `verstak` command line and resolves to its exit code: 0 on success, 1 for any error
 * (server down or silent, unknown city, bad flag, a page past the last one), reported as one line
 * on stderr, or as `{"error":{"code","message"}}` under `--json`, never as a stack trace.
 */
export async function run(argv: readonly string[], io: Io): Promise<number> {
  /** What commander last wrote for stderr: the usage it shows when a command is missing. */
  let usage = '';
  const chosen: ChosenOption[] = [];
  const program = new Command('verstak')
    .description('The Verstak store from the terminal: catalogue, filters, cities and your login')
    .version(VERSION)
    .option('--api <url>', 'the Verstak API (default: $VERSTAK_API or http://localhost:3000)')
    .option('--city <city>', 'city subdomain, name or locationId (see: verstak city list)')
    .option('--json', 'machine-readable output, and errors as JSON on stderr')
    .option(
      '--timeout <seconds>',
      'seconds to wait for each answer of the API',
      seconds,
      DEFAULT_TIMEOUT_SECONDS,
    )
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.out(s.trimEnd()),
      writeErr: (s) => {
        usage = s;
      },
      // Errors are reported once, by the catch below, in the format --json asks for.
      outputError: () => {},
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
    .option('--page <n>', 'page number (1-10000)', positiveInt('--page', 10_000))
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
    .description('the filter URL path for chosen values, in the order given (works offline)')
    .option('--range <code=from..to>', 'a range value; repeatable', (text: string) => {
      chosen.push({ kind: 'range', text });
    })
    .option('--choice <code=v1,v2>', 'a list value; repeatable', (text: string) => {
      chosen.push({ kind: 'choice', text });
    })
    .action(async (sectionPath: string) =>
      filterBuild(sectionPath, { chosen, json: globals().json ?? false }, io),
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

  program
    .command('login')
    .description('log in by phone or e-mail with a password, or by phone with an SMS code')
    .option('--phone <phone>', 'the phone to log in with, in any notation: "+7 900 000-00-01"')
    .option('--email <email>', 'the e-mail to log in with')
    .option('--password-stdin', 'read the password from stdin (scripts); else it is asked for without echo')
    .option('--sms', 'log in by phone with an SMS code: send it, then ask for it')
    .option('--send-code', 'only send the SMS code (a script then runs --code)')
    .option('--code <code>', 'log in by phone with the SMS code already received')
    .action((flags: LoginFlags) => login(flags, globals(), io));
  program
    .command('logout')
    .description('end the session on the server and remove its file')
    .action(() => logout(globals(), io));
  program
    .command('whoami')
    .description('the account you are logged in as: name, phone, e-mail, type, groups')
    .action(() => whoami(globals(), io));

  program
    .command('dev')
    .description('development helpers (the reference server in development only)')
    .command('outbox')
    .description("the SMS and e-mail the server's development transport holds instead of sending")
    .option('--to <phone|email>', 'only the messages to this phone or e-mail')
    .action((o: { to?: string }) => devOutbox({ ...globals(), ...o }, io));

  try {
    await program.parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError && error.exitCode === 0) return 0;
    let api = '';
    try {
      api = apiBase(globals(), io);
    } catch {
      // The bad --api itself is the error being reported.
    }
    const failure =
      error instanceof CommanderError && error.code === 'commander.help'
        ? { code: 'usage', message: `a command is missing. ${usage.trim().split('\n')[0] ?? ''}` }
        : describeFailure(error, { api, timeoutSeconds: globals().timeout ?? DEFAULT_TIMEOUT_SECONDS });
    const message = failure.message.replace(/\s*\n\s*/g, ' ');
    io.err(
      globals().json || jsonRequested(argv)
        ? JSON.stringify({ error: { code: failure.code, message } })
        : `error: ${message}`,
    );
    return 1;
  }
}
