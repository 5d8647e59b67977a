import { SORT_ORDERS, type Sort } from '@verstak/sdk';
import {
  MAX_INT,
  PAY_SYSTEM_CODES,
  SUPPORT_PAYMENT_FILTERS,
  SUPPORT_STATUS_FILTERS,
} from '@verstak/sdk/contract';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { apiBase, cliClient, DEFAULT_TIMEOUT_SECONDS, type GlobalOptions } from './client';
import { basketAdd, basketList, basketRemove, basketSet } from './commands/basket';
import { catalogSearch, catalogSection } from './commands/catalog';
import { type CheckoutFlags, checkout } from './commands/checkout';
import { cityList } from './commands/city';
import { type CommentListFlags, commentDecide, commentList } from './commands/comment';
import { completion } from './commands/completion';
import { type CustomerFindFlags, customerBasket, customerFind } from './commands/customer';
import { deliveryWindows } from './commands/delivery';
import { devOutbox } from './commands/dev';
import { type ChosenOption, filterBuild, filterParse } from './commands/filter';
import { login, logout, whoami } from './commands/identity';
import {
  type CancelFlags,
  type OrderListFlags,
  orderCancel,
  orderCopy,
  orderList,
  orderShow,
  orderStatus,
} from './commands/order';
import { type ReviewListFlags, reviewDecide, reviewList } from './commands/review';
import { scenarioRun } from './commands/scenario';
import { shopList } from './commands/shops';
import {
  type TagDeleteFlags,
  type TagFlags,
  tagCreate,
  tagDelete,
  tagList,
  tagShow,
  tagUpdate,
} from './commands/tag';
import { describeFailure } from './describe-failure';
import { withExamples } from './help-text';
import { CliError, type Io } from './io';
import type { LoginFlags } from './login-plan';

/** The CLI's version, printed by --version. */
export const VERSION = '0.1.0';

/** The exit code of a usage error: a bad command, flag or flag value. */
export const USAGE_EXIT_CODE = 2;

/** The longest `--timeout`: a day is more than any call needs, and far below setTimeout's limit. */
const MAX_TIMEOUT_SECONDS = 86_400;

/** A whole number from `min` to `max` (a quantity may be 0). */
function wholeNumber(name: string, min: number, max: number) {
  return (text: string): number => {
    if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max)
      throw new InvalidArgumentError(`${name} must be a whole number from ${min} to ${max}`);
    return Number(text);
  };
}

/** A whole number from 1 to `max` (a page, a limit, a count of units). */
const positiveInt = (name: string, max: number) => wholeNumber(name, 1, max);

/** A product or shop id: a whole number from 1 to the contract's MAX_INT (PostgreSQL's integer). */
const id = (name: string) => positiveInt(name, MAX_INT);

/** A day as YYYY-MM-DD that is a real date (2026-02-30 is not). */
function day(name: string) {
  return (text: string): string => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    const real =
      m && new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).toISOString().slice(0, 10);
    if (real !== text) throw new InvalidArgumentError(`${name} must be a day as YYYY-MM-DD, e.g. 2026-11-01`);
    return text;
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

/** What the program learns while it parses: the usage commander shows when a command is missing. */
interface ProgramState {
  usage: string;
}

/**
 * The `verstak` command tree with its actions bound to `io`; {@link run} parses argv with it, and
 * `completion` walks it. Exported for tests.
 */
export function buildProgram(io: Io, state: ProgramState = { usage: '' }): Command {
  const chosen: ChosenOption[] = [];
  const program = new Command('verstak')
    .description('The Verstak store from the terminal: catalogue, filters, cities and your login')
    .version(VERSION)
    .option('--api <url>', 'the Verstak API (default: $VERSTAK_API or http://localhost:3000)')
    .option('--city <city>', 'city subdomain, name or locationId (see: verstak city list)')
    .option('--json', 'machine-readable output, and errors as JSON on stderr')
    .option('--debug', 'log each HTTP exchange on stderr (no tokens, passwords, codes or cookies)')
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
        state.usage = s;
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

  const order = program
    .command('order')
    .description("orders: a shopper's status check, and support staff's tools");
  order
    .command('status <number>')
    .description("an order's status: by number and the buyer's phone, or by number alone for staff")
    .option('--phone <phone>', "the buyer's phone, in any notation")
    .action((number: string, o: { phone?: string }) => orderStatus(number, { ...globals(), ...o }, io));
  order
    .command('show <number>')
    .description('(staff) an order with its lines, events and the cancel reasons')
    .action((number: string) => orderShow(number, globals(), io));
  order
    .command('list')
    .description('(staff) orders newest first, by customer, status, payment and the days they were placed on')
    .option('--customer <phone|email>', "the customer's phone (any notation) or e-mail")
    .addOption(
      new Option('--status <status>', 'one status, or active (unfinished)').choices(SUPPORT_STATUS_FILTERS),
    )
    .addOption(new Option('--paid', 'only orders paid in full').conflicts(['unpaid', 'payment']))
    .addOption(new Option('--unpaid', 'only orders not paid: unpaid, pending or failed').conflicts('payment'))
    .addOption(
      new Option('--payment <status>', 'one payment status, or not_paid').choices(SUPPORT_PAYMENT_FILTERS),
    )
    .option('--from <YYYY-MM-DD>', 'placed on this day (Moscow) or later', day('--from'))
    .option('--to <YYYY-MM-DD>', 'placed on this day (Moscow) or earlier', day('--to'))
    .option('--page <n>', 'page number (1-10000)', positiveInt('--page', 10_000))
    .option('--limit <n>', 'orders a page (1-200, 20 by default)', positiveInt('--limit', 200))
    .action((o: OrderListFlags & { paid?: boolean; unpaid?: boolean }) => {
      const { paid, unpaid, ...flags } = o;
      if (flags.from && flags.to && flags.from > flags.to)
        throw new CliError(`--from ${flags.from} is after --to ${flags.to}`);
      const payment = paid ? 'paid' : unpaid ? 'not_paid' : flags.payment;
      return orderList({ ...globals(), ...flags, ...(payment ? { payment } : {}) }, io);
    });
  order
    .command('cancel <number>')
    .description("(staff) cancel an unfinished order on the customer's behalf; stock and bonuses go back")
    .requiredOption('--reason <id>', 'the cancel reason id (see verstak order show)', id('--reason'))
    .option('--comment <text>', 'why, in words, for the order history')
    .option('-y, --yes', 'cancel without asking (required without a terminal)')
    .option('--dry-run', 'show what the cancel would do, change nothing')
    .action((number: string, o: CancelFlags) => orderCancel(number, { ...globals(), ...o }, io));
  order
    .command('copy <number>')
    .description(
      "(staff) put an order's products into its customer's basket again, at today's prices; run twice, it changes nothing",
    )
    .action((number: string) => orderCopy(number, globals(), io));

  const review = program.command('review').description('product reviews: moderation (content managers)');
  review
    .command('list')
    .description('(content managers) reviews waiting for moderation, oldest first, or those of one status')
    .addOption(
      new Option('--status <status>', 'moderation (default), published or rejected').choices([
        'moderation',
        'published',
        'rejected',
      ]),
    )
    .option('--page <n>', 'page number (1-10000)', positiveInt('--page', 10_000))
    .option('--limit <n>', 'reviews a page (1-50, 20 by default)', positiveInt('--limit', 50))
    .action((o: ReviewListFlags) => reviewList({ ...globals(), ...o }, io));
  review
    .command('publish <id>')
    .description('(content managers) publish a review: it shows on the product and counts in its rating')
    .action((reviewId: string) => reviewDecide(id('<id>')(reviewId), 'publish', globals(), io));
  review
    .command('reject <id>')
    .description('(content managers) reject a review; a published one leaves the rating')
    .option('--reason <text>', 'why, for the author (500 characters at most)')
    .action((reviewId: string, o: { reason?: string }) => {
      if (o.reason !== undefined && o.reason.length > 500)
        throw new CliError('--reason must be at most 500 characters');
      return reviewDecide(id('<id>')(reviewId), 'reject', { ...globals(), ...o }, io);
    });

  const comment = program
    .command('comment')
    .description('comments on articles: moderation (content managers)');
  comment
    .command('list')
    .description('(content managers) comments waiting for moderation, oldest first, or those of one status')
    .addOption(
      new Option('--status <status>', 'moderation (default), published or rejected').choices([
        'moderation',
        'published',
        'rejected',
      ]),
    )
    .option('--page <n>', 'page number (1-10000)', positiveInt('--page', 10_000))
    .option('--limit <n>', 'comments a page (1-50, 20 by default)', positiveInt('--limit', 50))
    .action((o: CommentListFlags) => commentList({ ...globals(), ...o }, io));
  comment
    .command('publish <id>')
    .description('(content managers) publish a comment: it shows under its article')
    .action((commentId: string) => commentDecide(id('<id>')(commentId), 'publish', globals(), io));
  comment
    .command('reject <id>')
    .description('(content managers) reject a comment; a published one leaves its article')
    .option('--reason <text>', 'why (500 characters at most)')
    .action((commentId: string, o: { reason?: string }) => {
      if (o.reason !== undefined && o.reason.length > 500)
        throw new CliError('--reason must be at most 500 characters');
      return commentDecide(id('<id>')(commentId), 'reject', { ...globals(), ...o }, io);
    });

  program;
  const customer = program.command('customer').description('customers (staff)');
  customer
    .command('find <query>')
    .description(
      '(staff) customers by phone, e-mail, name or organisation (or a part of any), with their orders',
    )
    .option('--page <n>', 'page number (1-10000)', positiveInt('--page', 10_000))
    .option('--limit <n>', 'customers a page (1-100, 20 by default)', positiveInt('--limit', 100))
    .action((query: string, o: CustomerFindFlags) => customerFind(query, { ...globals(), ...o }, io));
  customer
    .command('basket <id|phone>')
    .description(
      "(staff) a customer's basket as they see it, priced for --city: an account's by its id (see customer find), a guest's by phone",
    )
    .action((target: string) => customerBasket(target, globals(), io));

  const tag = program
    .command('tag')
    .description('(staff) catalogue tags (/tag/<code>/) and, with --brand, brand tags (/brands/tag/<code>/)');
  /** The flags a tag's create and update share. */
  const tagFlags = (command: Command) =>
    command
      .option('--brand', 'a brand tag instead of a catalogue tag')
      .option('--title <text>', 'the heading of the tag page')
      .option('--text <text>', 'the text of the page; paragraphs split by a blank line')
      .option('--text-file <path>', 'read the text from a file')
      .option('--brands <codes>', 'brand codes, comma-separated: makita,bosch')
      .option(
        '--section <path>',
        '(catalogue tag) limit to a section: /catalog/elektroinstrument/ ("" for none)',
      )
      .option('--filter <conditions>', '(catalogue tag) filter conditions: price-to-5000/warranty-is-36')
      .option('--meta-title <text>', '(catalogue tag) the <title> for search engines')
      .option('--meta-description <text>', '(catalogue tag) the description for search engines')
      .option('--sort <n>', 'position among the tags (smaller first)', wholeNumber('--sort', 0, 100_000));
  tag
    .command('list')
    .description('(staff) every catalogue tag and brand tag with what it selects')
    .action(() => tagList(globals(), io));
  tag
    .command('show <code>')
    .description("(staff) a tag's rules, text and SEO")
    .option('--brand', 'a brand tag')
    .action((code: string, o: { brand?: boolean }) => tagShow(code, { ...globals(), ...o }, io));
  tagFlags(
    tag.command('create <code>').description('(staff) make a tag; its code is the page address'),
  ).action((code: string, o: TagFlags) => tagCreate(code, { ...globals(), ...o }, io));
  tagFlags(tag.command('update <code>').description('(staff) change the fields given, keep the rest')).action(
    (code: string, o: TagFlags) => tagUpdate(code, { ...globals(), ...o }, io),
  );
  tag
    .command('delete <code>')
    .description('(staff) delete a tag: its page stops opening')
    .option('--brand', 'a brand tag')
    .option('-y, --yes', 'delete without asking (required without a terminal)')
    .action((code: string, o: TagDeleteFlags) => tagDelete(code, { ...globals(), ...o }, io));

  const basket = program
    .command('basket')
    .description("the session's basket (a guest's, or the logged-in user's)");
  basket
    .command('add <productId>')
    .description('add units of a product (1 by default)')
    .option('--qty <n>', 'units to add (1-999)', positiveInt('--qty', 999))
    .action((productId: string, o: { qty?: number }) =>
      withClient((c) =>
        basketAdd(c, id('<productId>')(productId), { ...o, json: globals().json ?? false }, io),
      ),
    );
  basket
    .command('set <productId> <qty>')
    .description("set a line's quantity; 0 removes it")
    .action((productId: string, qty: string) =>
      withClient((c) =>
        basketSet(
          c,
          id('<productId>')(productId),
          wholeNumber('<qty>', 0, 999)(qty),
          { json: globals().json ?? false },
          io,
        ),
      ),
    );
  basket
    .command('remove <productId>')
    .description('remove a line')
    .action((productId: string) =>
      withClient((c) => basketRemove(c, id('<productId>')(productId), { json: globals().json ?? false }, io)),
    );
  basket
    .command('list')
    .description('the basket, priced for the city')
    .action(() => withClient((c) => basketList(c, { json: globals().json ?? false }, io)));

  program
    .command('shops')
    .description(
      "the city's pickup points, and whether each holds the basket (the id is checkout's --pickup)",
    )
    .action(() => withClient((c) => shopList(c, { json: globals().json ?? false }, io)));
  program
    .command('delivery')
    .description('courier delivery')
    .command('windows')
    .description("the days and windows a courier can bring the basket (checkout's --date and --time)")
    .action(() => withClient((c) => deliveryWindows(c, { json: globals().json ?? false }, io)));

  program
    .command('checkout')
    .description('place the basket as an order; prints its number and the payment URL')
    .option('--pickup <shopId>', 'pick up at this shop (see the pickup points)', id('--pickup'))
    .option('--courier', 'courier delivery: needs --address, --date and --time')
    .option('--address <address>', 'courier: the address')
    .option('--date <YYYY-MM-DD>', 'courier: the day')
    .option('--time <window>', 'courier: the window, e.g. "10:00 - 12:00"')
    .addOption(new Option('--pay <system>', 'how to pay').choices(PAY_SYSTEM_CODES).makeOptionMandatory())
    .requiredOption('--name <name>', "the buyer's name")
    .requiredOption('--phone <phone>', "the buyer's phone, in any notation")
    .option('--email <email>', "the buyer's e-mail")
    .option('--promo <code>', 'apply this promo code first')
    .option('--bonuses', 'spend the bonuses the account may spend')
    .option('--comment <text>', 'a comment for the store')
    .action((flags: CheckoutFlags) => checkout(flags, globals(), io));

  program
    .command('scenario')
    .description('scripted journeys for CI')
    .command('run <files...>')
    .description(
      'run scenario files or folders of them (docs/scenarios/README.md); exit code 1 names the failed step, 3 means the store could not be reached',
    )
    .option('--junit <file>', 'also write one JUnit XML report of every file (its folder is made)')
    .option('--base-url <url>', 'the API to run against (instead of --api)')
    .option('--keep-orders', 'leave the orders the runs place (else each run cancels its own at the end)')
    .option('--events', 'print the tracking events (§7.8) each step caused, as the storefront sends them')
    .action(
      (files: string[], o: { junit?: string; baseUrl?: string; keepOrders?: boolean; events?: boolean }) =>
        scenarioRun(files, { ...globals(), ...o }, io),
    );

  program
    .command('dev')
    .description('development helpers (the reference server in development only)')
    .command('outbox')
    .description("the SMS and e-mail the server's development transport holds instead of sending")
    .option('--to <phone|email>', 'only the messages to this phone or e-mail')
    .action((o: { to?: string }) => devOutbox({ ...globals(), ...o }, io));

  program
    .command('completion <shell>')
    .description('the shell completion script of every command and option: bash, zsh or fish')
    .action((shell: string) => completion(shell, program, io));

  withExamples(program);
  return program;
}

/**
 * Runs the `verstak` command line and resolves to its exit code: 0 on success, 2 for a usage error
 * (a bad command, flag or flag value), 1 for any other (server down or silent, unknown city, a page
 * past the last one, a failed scenario), reported as one line
 * on stderr, or as `{"error":{"code","message"}}` under `--json`, never as a stack trace. Bare
 * `verstak` prints the help on stdout and exits with 0: asking what the tool does is no error.
 */
export async function run(argv: readonly string[], io: Io): Promise<number> {
  const state: ProgramState = { usage: '' };
  const program = buildProgram(io, state);
  const globals = () => program.opts<GlobalOptions>();
  if (argv.length === 0) {
    program.outputHelp();
    return 0;
  }
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
        ? { code: 'usage', message: `a command is missing. ${state.usage.trim().split('\n')[0] ?? ''}` }
        : describeFailure(error, { api, timeoutSeconds: globals().timeout ?? DEFAULT_TIMEOUT_SECONDS });
    const message = failure.message.replace(/\s*\n\s*/g, ' ');
    io.err(
      globals().json || jsonRequested(argv)
        ? JSON.stringify({ error: { ...failure, message } })
        : `error: ${message}`,
    );
    // 2 for a usage error (a bad command, flag or flag value), as shells and most tools do; 1 for the rest.
    if (error instanceof CliError && error.exitCode !== undefined) return error.exitCode;
    return failure.code === 'usage' ? USAGE_EXIT_CODE : 1;
  }
}
