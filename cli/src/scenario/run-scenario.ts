import { randomInt } from 'node:crypto';
import {
  type Analytics,
  API_PREFIX,
  ApiError,
  accountApi,
  basketApi,
  type Client,
  catalogApi,
  createClient,
  identityApi,
  memoryTokenStore,
  ordersApi,
  paymentsApi,
  searchApi,
} from '@verstak/sdk';
import type { Order, Payment, ProductCard } from '@verstak/sdk/contract';
import { refreshCookieFetch } from '@verstak/sdk/node';
import { chooseCity } from '../client';
import { OUTBOX_PATH, readOutbox } from '../commands/dev';
import { describeFailure } from '../describe-failure';
import { CliError } from '../io';
import { type DeliveryChoice, placeOrder } from '../place-order';
import { readSectionArgument } from '../section-argument';
import { checkExpectations } from './check-expectations';
import type { StepReport } from './junit';
import { payInSandbox } from './sandbox-pay';
import { trackStep } from './scenario-events';
import type { Scenario, Step, StepOf } from './scenario-schema';

/** What a scenario runs with. */
export interface RunOptions {
  /** The API origin. */
  api: string;
  /** Milliseconds to wait for each answer. */
  timeoutMs: number;
  fetch: typeof globalThis.fetch;
  /** A monotonic clock in milliseconds: the step durations come from it. */
  now: () => number;
  /** Called as each step ends (the progress line). */
  onStep(index: number, report: StepReport): void;
  /** Waits between the looks at an order whose payment is still settling; real time by default. */
  pause?: (ms: number) => Promise<void>;
  /** Leave the orders the run placed as they are (for a person to look at); else they are cancelled at the end. */
  keepOrders?: boolean;
  /** Gets the tracking events (§7.8) each step that passed caused, as the storefront sends them (`--events`). */
  analytics?: Analytics;
}

/** What the steps before have left for the next: the picked product, the placed order and its payment. */
interface Journey {
  product?: number;
  /**
   * With `pick: "first-available"`, the other products of the list that look available, in order: a
   * card's «available» may mean another city's shop, so `add` tries the next when the basket refuses one.
   */
  fallbacks?: number[];
  order?: Order;
  /** The payment the last checkout made, until a pay step uses it. */
  payment?: Payment | null;
  /**
   * The quantity a picked product went into the basket with, while it is the picked one: a checkout
   * that finds it sold out (other runs took it) swaps it for the next the list offered.
   */
  pickedQuantity?: number;
  /** Every order the run placed (id → number), cancelled when it ends. */
  placed: Map<number, string>;
  /** The logged-in buyer's contacts, for a checkout step without `buyer`. */
  account?: { name: string; phone: string; email: string };
}

/** The pause between two looks at an order whose payment is still settling. */
const SETTLE_PAUSE_MS = 100;
/**
 * Looks at the order until it settles: for as long as one answer may take (`--timeout`), at least
 * 5 s; a store busy with many runs at once sends its notifications late, not never.
 */
const settleTries = (timeoutMs: number) => Math.max(50, Math.ceil(timeoutMs / SETTLE_PAUSE_MS));
const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** The product a list step picks: by index, or the first that can be bought. */
function picked(
  products: readonly ProductCard[],
  pick: number | 'first-available' | undefined,
  what: string,
): { product: number; fallbacks: number[] } {
  if (typeof pick === 'number') {
    const product = products[pick];
    if (!product) throw new CliError(`${what} has no product at index ${pick}`, 'scenario_failed');
    return { product: product.id, fallbacks: [] };
  }
  const [first, ...rest] = products.filter((p) => p.isAvailable).map((p) => p.id);
  if (first === undefined) throw new CliError(`${what} has no product that can be bought`, 'scenario_failed');
  return { product: first, fallbacks: rest.slice(0, 19) };
}

/** The line a progress report and the JUnit file show for a step: its own name, or what it does. */
export function stepTitle(step: Step): string {
  if (step.name) return step.name;
  switch (step.step) {
    case 'search':
      return `search «${step.query}»`;
    case 'section':
      return `section ${step.path}${step.filter ? ` filter ${step.filter}` : ''}`;
    case 'add':
      return `add ${step.product ?? 'the picked product'}${step.quantity ? ` × ${step.quantity}` : ''}`;
    case 'set':
      return `set ${step.product ?? 'the picked product'} to ${step.quantity}`;
    case 'remove':
      return `remove ${step.product ?? 'the picked product'}`;
    case 'login':
      return step.token ? 'log in with the token' : `log in as ${step.login}`;
    case 'register':
      return 'register a fresh buyer';
    case 'promo':
      return step.code ? `apply promo code ${step.code}` : 'remove the promo code';
    case 'bonuses':
      return step.apply ? 'spend bonuses' : 'keep bonuses';
    case 'checkout':
      return `check out: ${step.delivery}${step.shopId ? ` at shop ${step.shopId}` : ''}, ${step.pay}`;
    case 'pay':
      return `pay in the sandbox: ${step.outcome}`;
    case 'status':
      return `order status${step.number ? ` ${step.number}` : ''}`;
    default:
      return step.step;
  }
}

/**
 * Runs a scenario as one visitor of its own (a fresh guest session in memory, never the CLI's
 * session file): each step calls the API as the storefront would, then its `expect` is checked
 * against what it answered. Stops at the first failing step; the rest are reported skipped. At the
 * end, whatever happened, the orders it placed are cancelled (their stock, promo code and bonuses
 * go back, a paid one is refunded), so runs can repeat and run side by side; a cancel that fails is
 * one more failed entry, `clean up`.
 */
export async function runScenario(scenario: Scenario, options: RunOptions): Promise<StepReport[]> {
  let credential: string | null = null;
  const client = createClient({
    baseUrl: options.api,
    tokenStore: memoryTokenStore(),
    timeout: options.timeoutMs,
    fetch: refreshCookieFetch(
      {
        get: () => credential,
        set: (value) => {
          credential = value;
        },
      },
      options.fetch,
    ),
  });
  const journey: Journey = { placed: new Map() };
  const reports: StepReport[] = [];
  let failed = false;
  for (const [index, step] of scenario.steps.entries()) {
    const name = stepTitle(step);
    if (failed) {
      reports.push({ name, outcome: 'skipped', durationMs: 0 });
      continue;
    }
    const started = options.now();
    let broken: string[];
    let unreachable = false;
    try {
      if (index === 0 && scenario.city) await chooseCity(client, scenario.city);
      // A removal's event names the line as it was: the basket before the step (only with --events).
      const basketBefore =
        options.analytics && step.step === 'remove' ? await basketApi(client).get({}) : undefined;
      const removed = step.step === 'remove' ? (step.product ?? journey.product) : undefined;
      const result = await runStep(client, step, journey, options);
      if (options.analytics && step.expectError === undefined)
        trackStep(options.analytics, step, result, {
          basketBefore,
          product:
            step.step === 'remove'
              ? removed
              : step.step === 'add'
                ? (step.product ?? journey.product)
                : undefined,
        });
      broken =
        step.expectError === undefined
          ? checkExpectations(result, step.expect)
          : [`expected it to fail with ${step.expectError}, but it succeeded`];
    } catch (error) {
      const failure = describeFailure(error, { api: options.api, timeoutSeconds: options.timeoutMs / 1000 });
      const expected =
        step.expectError !== undefined &&
        (failure.code === step.expectError || failure.message.includes(step.expectError));
      // The store could not be reached (or what answers is not the API, such as a proxy's page while
      // the store behind it is down): the step could not be judged, an error rather than a failure.
      unreachable = !expected && ['network', 'timeout', 'not_api'].includes(failure.code);
      broken = expected
        ? checkExpectations({ error: failure }, step.expect)
        : [
            step.expectError === undefined
              ? failure.message
              : `expected it to fail with ${step.expectError}, but it failed with ${failure.code}: ${failure.message}`,
          ];
    }
    const report: StepReport = {
      name,
      outcome: broken.length === 0 ? 'passed' : unreachable ? 'error' : 'failed',
      durationMs: options.now() - started,
      ...(broken.length > 0 ? { failure: broken.join('; ') } : {}),
    };
    failed = report.outcome !== 'passed';
    reports.push(report);
    options.onStep(index, report);
  }
  if (!options.keepOrders && journey.placed.size > 0) {
    const started = options.now();
    const problems = await cancelPlaced(client, journey.placed);
    if (problems.length > 0) {
      const report: StepReport = {
        name: 'clean up: cancel the orders the run placed',
        outcome: 'failed',
        durationMs: options.now() - started,
        failure: problems.join('; '),
      };
      reports.push(report);
      options.onStep(reports.length - 1, report);
    }
  }
  return reports;
}

/** Cancels the run's orders that are not finished yet; answers what could not be cancelled, and why. */
async function cancelPlaced(client: Client, placed: ReadonlyMap<number, string>): Promise<string[]> {
  const orders = ordersApi(client);
  const problems: string[] = [];
  let reason: number | undefined;
  for (const [orderId, number] of placed) {
    try {
      reason ??= (await orders.cancelReasons({})).items[0]?.id;
      if (reason === undefined) throw new Error('the store offers no reason to cancel with');
      await orders.cancel({
        orderId,
        reason,
        description: 'Отменён автоматически: прогон сценария завершён',
      });
    } catch (error) {
      // The scenario cancelled it itself, or the store finished it: nothing is held any more.
      if (error instanceof ApiError && error.status === 409) continue;
      problems.push(`order ${number}: ${(error as Error).message}`);
    }
  }
  return problems;
}

function productOf(step: { product?: number | undefined }, journey: Journey): number {
  const product = step.product ?? journey.product;
  if (product === undefined)
    throw new CliError(
      'No product: give "product", or pick one with a search or section step first',
      'scenario_failed',
    );
  return product;
}

function orderOf(journey: Journey): Order {
  if (!journey.order) throw new CliError('No order yet: a checkout step must come first', 'scenario_failed');
  return journey.order;
}

async function runStep(client: Client, step: Step, journey: Journey, options: RunOptions): Promise<unknown> {
  const basket = basketApi(client);
  switch (step.step) {
    case 'search': {
      const found = await searchApi(client).catalog({ q: step.query, limit: 50 });
      Object.assign(journey, picked(found.products, step.pick, `The search «${step.query}»`));
      return { ...found, product: journey.product };
    }
    case 'section': {
      const { sectionPath, filter } = readSectionArgument(step.path);
      const conditions = step.filter ?? filter;
      const page = await catalogApi(client).section({
        path: sectionPath,
        ...(conditions ? { filter: conditions } : {}),
        ...(step.sort ? { sort: step.sort } : {}),
        ...(step.page ? { page: step.page } : {}),
      });
      Object.assign(journey, picked(page.products, step.pick, `The section ${sectionPath}`));
      return { ...page, product: journey.product };
    }
    case 'add': {
      const quantity = step.quantity ? { quantity: step.quantity } : {};
      if (step.product !== undefined) {
        // A product the file names is not swapped for another when it sells out.
        delete journey.pickedQuantity;
        return basket.add({ productId: step.product, ...quantity });
      }
      // The picked product, else the next the list offered when the basket refuses it (out of stock here).
      const candidates = [productOf(step, journey), ...(journey.fallbacks ?? [])];
      for (const [i, productId] of candidates.entries()) {
        try {
          const answer = await basket.add({ productId, ...quantity });
          journey.product = productId;
          journey.fallbacks = candidates.slice(i + 1);
          journey.pickedQuantity = step.quantity ?? 1;
          return answer;
        } catch (error) {
          // The basket refuses a product it cannot take with 422 (product_unavailable and the like).
          const refused = error instanceof ApiError && (error.status === 400 || error.status === 422);
          if (!refused || i === candidates.length - 1) throw error;
        }
      }
      throw new CliError('No product to add', 'scenario_failed');
    }
    case 'set':
      return basket.set({ productId: productOf(step, journey), quantity: step.quantity });
    case 'remove':
      return basket.remove({ productIds: [productOf(step, journey)] });
    case 'basket':
      return basket.get({});
    case 'promo':
      return basket.setPromoCode({ promoCode: step.code });
    case 'bonuses':
      return basket.setBonuses({ applyBonuses: step.apply });
    case 'login': {
      if (step.token) client.tokenStore.set(step.token);
      else {
        const session = await identityApi(client).login({
          login: step.login ?? '',
          password: step.password ?? '',
        });
        client.tokenStore.set(session.accessToken, session.expiresAt);
      }
      const { user } = await accountApi(client)
        .personalData({})
        .catch((error: unknown) => {
          if (step.token && error instanceof ApiError && error.status === 401)
            throw new CliError(
              'The token is not a live login (expired, or of another store): log in again and pass the new one',
              'not_logged_in',
            );
          throw error;
        });
      journey.account = { name: user.name, phone: user.phone, email: user.email };
      return user;
    }
    case 'register':
      return register(client, step, journey, options);
    case 'logout':
      await identityApi(client).logout({});
      client.tokenStore.set(null);
      return {};
    case 'checkout': {
      const buyer = step.buyer ?? journey.account;
      if (!buyer?.phone)
        throw new CliError(
          'A checkout needs "buyer" {name, phone} unless a login or register step came first',
          'scenario_failed',
        );
      const order = async () =>
        placeOrder(client, {
          delivery: await deliveryFor(client, step),
          pay: step.pay,
          name: buyer.name,
          phone: buyer.phone,
          email: buyer.email || undefined,
        });
      let placed: Awaited<ReturnType<typeof placeOrder>>;
      for (;;) {
        try {
          placed = await order();
          break;
        } catch (error) {
          // The picked product sold out here between the look and the order (other runs at once):
          // the next one the list offered, as a shopper would choose another drill.
          if (!soldOut(error) || !(await swapPicked(client, journey))) throw error;
        }
      }
      journey.placed.set(placed.order.id, placed.order.number);
      journey.order = placed.order;
      journey.payment = placed.payment;
      return placed;
    }
    case 'pay':
      return pay(client, step, journey, options);
    case 'status': {
      const order = journey.order;
      const number = step.number ?? order?.number;
      if (!number)
        throw new CliError('No order number: give "number", or check out first', 'scenario_failed');
      const phone = step.phone ?? (step.number ? undefined : order?.phone);
      return ordersApi(client).status({ number, ...(phone ? { phone } : {}) });
    }
    case 'order': {
      const page = await ordersApi(client).detailPage({ id: orderOf(journey).id });
      journey.order = page.order;
      return page.order;
    }
  }
}

/** Whether a checkout failed for want of stock: none at any point, or less than the basket holds. */
function soldOut(error: unknown): boolean {
  if (error instanceof SoldOut) return true;
  // 409: out_of_stock (the shop has less than the line), basket_changed (the basket was cut to stock).
  return error instanceof ApiError && error.status === 409;
}

/** No point of delivery can bring the basket. */
class SoldOut extends CliError {}

/**
 * Puts the next product the last list offered in the basket in place of the picked one (when the
 * basket holds a picked product at all); false when there is no next one to try.
 */
async function swapPicked(client: Client, journey: Journey): Promise<boolean> {
  const basket = basketApi(client);
  const quantity = journey.pickedQuantity;
  if (quantity === undefined || journey.product === undefined) return false;
  let current: number | undefined = journey.product;
  while (journey.fallbacks && journey.fallbacks.length > 0) {
    const [next, ...rest] = journey.fallbacks;
    journey.fallbacks = rest;
    if (next === undefined) break;
    if (current !== undefined) await basket.remove({ productIds: [current] });
    current = undefined;
    try {
      await basket.add({ productId: next, quantity });
      journey.product = next;
      return true;
    } catch (error) {
      if (!(error instanceof ApiError && (error.status === 400 || error.status === 422))) throw error;
    }
  }
  return false;
}

/** A phone no seeded account has (those are +7 900… and +7 901…): +7 (977) and seven random digits. */
function freshPhone(): string {
  const digits = String(randomInt(0, 10_000_000)).padStart(7, '0');
  return `+7 (977) ${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** The store's development outbox for `phone`, answered; not offered to this machine: `not_available`. */
async function readOutboxFor(phone: string, options: RunOptions): Promise<Response> {
  const url = new URL(`${options.api}${API_PREFIX}${OUTBOX_PATH}`);
  url.searchParams.set('to', phone);
  const response = await options.fetch(url, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  if (response.status === 404)
    throw new CliError(
      `The store at ${options.api} has no development outbox for this machine, so "register" cannot read the SMS code: run it on the store's machine against a local store, or log in with a "login" step (credentials from \${VARIABLES})`,
      'not_available',
    );
  if (!response.ok) throw new CliError(`The outbox answered HTTP ${response.status}`, 'http');
  return response;
}

/** The newest six-digit code the store's development outbox holds for `phone`. */
async function codeFromOutbox(phone: string, options: RunOptions): Promise<string> {
  const response = await readOutboxFor(phone, options);
  const messages = readOutbox(await response.json()).filter((m) => m.channel === 'sms');
  const code = messages.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find((c) => c !== undefined);
  if (!code) throw new CliError(`The outbox holds no code for ${phone}`, 'scenario_failed');
  return code;
}

/**
 * Registers a fresh buyer through the real flow, as the registration form does: a code to a new
 * phone (`authentication`), the code from the outbox, `registration` with consent; then logged in,
 * the guest's basket merged. Answers the account.
 */
async function register(
  client: Client,
  step: StepOf<'register'>,
  journey: Journey,
  options: RunOptions,
): Promise<unknown> {
  const identity = identityApi(client);
  const phone = freshPhone();
  // The outbox first: a store without one for this machine (a production store) would text the code
  // to a stranger's phone for nothing.
  await (await readOutboxFor(phone, options)).body?.cancel();
  await identity.authentication({ phone, intent: 'registration' });
  const code = await codeFromOutbox(phone, options);
  const session = await identity.registration({
    firstName: step.firstName ?? 'Покупатель',
    phone,
    code,
    agreement: 'Y',
    ...(step.password ? { password: step.password } : {}),
  });
  client.tokenStore.set(session.accessToken, session.expiresAt);
  const { user } = await accountApi(client).personalData({});
  journey.account = { name: user.name, phone: user.phone || phone, email: user.email };
  return user;
}

/** The delivery a checkout step asks for, the gaps filled from what the store offers now. */
async function deliveryFor(client: Client, step: StepOf<'checkout'>): Promise<DeliveryChoice> {
  if (step.delivery === 'pickup' && step.shopId) return { type: 'pickup', shopId: step.shopId };
  if (step.delivery === 'courier' && step.address && step.date && step.time)
    return { type: 'courier', address: step.address, date: step.date, time: step.time };
  const offered = await ordersApi(client).deliveries({});
  const pickup = step.delivery === 'pickup' || (step.delivery === 'any' && !offered.courier.available);
  if (pickup) {
    const point = offered.pickup.points.find((p) => p.available);
    if (!point)
      throw new SoldOut('No pickup point of the city has every line of the basket', 'scenario_failed');
    return { type: 'pickup', shopId: point.shopId };
  }
  if (!step.address) throw new CliError('A courier checkout needs "address"', 'scenario_failed');
  const day = offered.courier.dates.find((d) => d.date === step.date) ?? offered.courier.dates[0];
  const window = day?.windows[0];
  if (!offered.courier.available || !day || !window)
    throw new SoldOut('Courier delivery is not offered for this basket', 'scenario_failed');
  return {
    type: 'courier',
    address: step.address,
    date: step.date ?? day.date,
    time: step.time ?? `${window.from} - ${window.to}`,
  };
}

/**
 * Pays the journey's order on the sandbox's page: the payment checkout made (once), else a new one
 * (the order pay modal, `create-online`). Follows the sandbox back to the store's return URL, maps it
 * as the storefront does (`fromReturn`), then waits for the provider's notification to settle the
 * order (paid, or failed) and answers the order.
 */
async function pay(
  client: Client,
  step: StepOf<'pay'>,
  journey: Journey,
  options: RunOptions,
): Promise<unknown> {
  const order = orderOf(journey);
  let payment = journey.payment && !step.paySystem ? journey.payment : null;
  journey.payment = null;
  payment ??= await paymentsApi(client).createOnline({
    orderId: order.id,
    ...(step.paySystem ? { paySystem: step.paySystem } : {}),
  });
  const back = await payInSandbox(options.fetch, payment.url, step.outcome);
  const query = Object.fromEntries(back.searchParams);
  const returned = await paymentsApi(client).fromReturn({
    paymentId: query.paymentId ?? payment.id,
    ...(query.success ? { success: query.success } : {}),
    ...(query.signature ? { signature: query.signature } : {}),
  });
  let settled = order;
  for (let i = 0, tries = settleTries(options.timeoutMs); i < tries; i++) {
    settled = (await ordersApi(client).detailPage({ id: returned.orderId })).order;
    const done = step.outcome === 'success' ? settled.isPaid : settled.paymentStatus !== 'pending';
    if (done) break;
    await (options.pause ?? sleep)(SETTLE_PAUSE_MS);
  }
  journey.order = settled;
  return { payment, returnUrl: back.href, success: query.success ?? '', returned, order: settled };
}
