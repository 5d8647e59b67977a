// A scripted API for the commerce stores' tests: handlers by "METHOD /path", every request recorded
// with its decoded body, and deferred answers to hold a request open. Not shipped (no entry imports it).
import type { Basket, BasketLine } from '../api/api-types';
import { type Client, createClient } from '../http/create-client';
import { type CommerceChannel, type CommerceSync, createCommerceSync } from './commerce-sync';

/** One recorded request. */
export interface FakeCall {
  method: string;
  path: string;
  body: Record<string, unknown>;
  query: Record<string, string>;
  idempotencyKey: string | null;
}

/** A refusal a handler throws: answered as the API's error body. */
export class FakeRefusal extends Error {
  constructor(
    readonly status: number,
    readonly errors: Record<string, string>,
    readonly code = 'validation',
    /** The error body's `codes` and `details`, as the real server adds them. */
    readonly extra: { codes?: Record<string, string>; details?: Record<string, unknown> } = {},
  ) {
    super(Object.values(errors)[0] ?? 'refused');
  }
}

type Handler = (call: FakeCall) => unknown;

async function decode(init: RequestInit | undefined): Promise<Record<string, unknown>> {
  const body = init?.body;
  if (body === undefined || body === null) return {};
  if (typeof body === 'string') {
    try {
      return JSON.parse(body) as Record<string, unknown>;
    } catch {
      return { text: body };
    }
  }
  if (body instanceof URLSearchParams || body instanceof FormData) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of body.entries()) {
      const key = k.endsWith('[]') ? k.slice(0, -2) : k;
      if (k.endsWith('[]') || key in out) out[key] = [...((out[key] as unknown[]) ?? []), v];
      else out[key] = v;
    }
    return out;
  }
  return {};
}

/** A client over scripted handlers. */
export function fakeApi() {
  const calls: FakeCall[] = [];
  const handlers = new Map<string, Handler>();
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v4/, '');
    const headers = new Headers(init?.headers);
    const call: FakeCall = {
      method,
      path,
      body: await decode(init),
      query: Object.fromEntries(url.searchParams),
      idempotencyKey: headers.get('Idempotency-Key'),
    };
    calls.push(call);
    const handler = handlers.get(`${method} ${path}`);
    if (!handler)
      return Response.json(
        { code: 'not_found', errors: { common: `no handler ${method} ${path}` } },
        { status: 404 },
      );
    try {
      const data = await handler(call);
      return Response.json({ version: 'release_2025_08_01', data });
    } catch (error) {
      if (error instanceof FakeRefusal) {
        return Response.json(
          { code: error.code, errors: error.errors, ...error.extra },
          { status: error.status },
        );
      }
      throw error;
    }
  };
  const client = createClient({ baseUrl: 'http://api.test', fetch });
  return {
    client,
    calls,
    /** Answers `METHOD /path` with the handler's value (or its thrown FakeRefusal). */
    on(route: string, handler: Handler) {
      handlers.set(route, handler);
    },
    /** The recorded requests to `METHOD /path`. */
    to(route: string) {
      return calls.filter((c) => `${c.method} ${c.path}` === route);
    },
  };
}

/** A promise and its resolve and reject, to hold an answer open. */
export function deferred<T = unknown>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A basket line with plausible figures. */
export function basketLine(id: number, quantity: number, price = 1000): BasketLine {
  return {
    id,
    quantity,
    price,
    title: `Товар ${id}`,
    manufacturer: 'Makita',
    section: { chainString: 'Инструмент/Дрели' },
    code: `p${id}`,
    canBuy: true,
    icons: [],
    isAvailable: true,
    url: `/product/p${id}/`,
    previewPicture: '',
    mostImportantParams: [],
    priceFinal: price * quantity,
    priceBaseFinal: price * quantity,
    discountFinal: 0,
    measure: 'шт.',
    discountPercentFinal: 0,
    sort: id,
    relatedProducts: [],
    maxQuantity: 999,
    sectionUrl: '/catalog/dreli/',
  };
}

/** A basket of lines (id → quantity), with a version that follows them. */
export function basketOf(lines: Record<number, number>, extra: Partial<Basket> = {}): Basket {
  const items = Object.entries(lines).map(([id, q]) => basketLine(Number(id), q));
  const priceTotal = items.reduce((sum, item) => sum + item.priceFinal, 0);
  return {
    items,
    itemsTotal: items.reduce((sum, item) => sum + item.quantity, 0),
    priceTotal,
    priceBaseTotal: priceTotal,
    discountTotal: 0,
    availableBonuses: 0,
    applyBonuses: false,
    appliedBonuses: 0,
    appliedPromoCode: '',
    promoCodeDiscount: 0,
    delivery: null,
    deletedItems: [],
    version: `v-${JSON.stringify(lines)}`,
    ...extra,
  };
}

/** Channels that deliver to each other (not to themselves), as BroadcastChannels of one name do across tabs. */
export function fakeChannels(count: number) {
  type Listener = (event: { data: unknown }) => void;
  const posted: unknown[] = [];
  const listeners = Array.from({ length: count }, () => new Set<Listener>());
  const channels = listeners.map((own, i) => ({
    postMessage(message: unknown) {
      // A BroadcastChannel clones the message: what arrives is data, never a live object.
      const data = structuredClone(message);
      posted.push(data);
      listeners.forEach((set, j) => {
        if (j !== i) for (const listener of set) listener({ data });
      });
    },
    addEventListener(_type: 'message', listener: Listener) {
      own.add(listener);
    },
    removeEventListener(_type: 'message', listener: Listener) {
      own.delete(listener);
    },
  }));
  return {
    /** The i-th tab's channel. */
    channel: (i: number): CommerceChannel => channels[i] as CommerceChannel,
    posted,
  };
}

/**
 * Two tabs of one origin: each with its own scripted API (`a`, `b`) and its store made by `create`
 * (`tabA`, `tabB`), their commerce channels joined; `posted` is every message sent across.
 */
export function fakeTabs<S>(create: (deps: { client: Client; sync: CommerceSync }) => S) {
  const { channel, posted } = fakeChannels(2);
  const a = fakeApi();
  const b = fakeApi();
  return {
    a,
    b,
    tabA: create({ client: a.client, sync: createCommerceSync({ channel: channel(0) }) }),
    tabB: create({ client: b.client, sync: createCommerceSync({ channel: channel(1) }) }),
    /** The first tab's channel, to post malformed messages on. */
    channel: channel(0),
    posted,
  };
}
