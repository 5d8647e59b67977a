// How the tabs of one origin keep the basket, favourites and comparison in step. A message names what
// changed and carries only product ids or the basket's version digest: no names, prices, addresses
// or tokens. A tab applies the ids it is sent, or re-fetches the basket when the version differs.

/** The BroadcastChannel the commerce stores of an origin's tabs share. */
export const COMMERCE_CHANNEL = 'verstak-commerce';

/** What changed in another tab. */
export type CommerceChange =
  | { kind: 'basket'; version: string }
  | { kind: 'favorites'; productIds: number[] }
  | { kind: 'compare'; productIds: number[] };

/** What a tab posts on the channel. */
export type CommerceMessage = CommerceChange & { type: 'verstak-commerce'; from: string };

/** The part of `BroadcastChannel` used; inject a fake in tests. */
export interface CommerceChannel {
  postMessage(message: CommerceMessage): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close?(): void;
}

/** One tab's end of the channel, shared by its commerce stores. */
export interface CommerceSync {
  /** Tells the other tabs. */
  post(change: CommerceChange): void;
  /** Calls `listener` for each change of `kind` another tab posts; returns the unsubscribe function. */
  on<K extends CommerceChange['kind']>(
    kind: K,
    listener: (change: Extract<CommerceChange, { kind: K }>) => void,
  ): () => void;
  /** Stops listening (and closes a channel it opened itself). */
  close(): void;
}

const MAX_IDS = 1000;

const isIdList = (v: unknown): v is number[] =>
  Array.isArray(v) && v.length <= MAX_IDS && v.every((id) => Number.isSafeInteger(id) && id > 0);

/** The message, when `data` is a well-formed one; anything else on the channel is ignored. */
export function readCommerceMessage(data: unknown): CommerceMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  if (m.type !== 'verstak-commerce' || typeof m.from !== 'string') return null;
  if (m.kind === 'basket' && typeof m.version === 'string' && m.version.length <= 200) {
    return { type: m.type, from: m.from, kind: 'basket', version: m.version };
  }
  if ((m.kind === 'favorites' || m.kind === 'compare') && isIdList(m.productIds)) {
    return { type: m.type, from: m.from, kind: m.kind, productIds: [...m.productIds] };
  }
  return null;
}

/**
 * Opens this tab's end of the commerce channel: a `BroadcastChannel('verstak-commerce')` in a
 * browser, none elsewhere (on a server every request would hear every other); `channel: null` for none.
 */
export function createCommerceSync(options: { channel?: CommerceChannel | null } = {}): CommerceSync {
  const g = globalThis as { document?: unknown; BroadcastChannel?: new (name: string) => CommerceChannel };
  // The channel opened here, closed here too; an injected one belongs to the caller.
  const opened =
    options.channel === undefined && g.document !== undefined && g.BroadcastChannel
      ? new g.BroadcastChannel(COMMERCE_CHANNEL)
      : null;
  const channel = options.channel === undefined ? opened : options.channel;
  const tab = Math.random().toString(36).slice(2);
  const listeners = new Set<(message: CommerceMessage) => void>();
  const onMessage = (event: { data: unknown }) => {
    const message = readCommerceMessage(event.data);
    if (!message || message.from === tab) return;
    for (const listener of listeners) listener(message);
  };
  channel?.addEventListener('message', onMessage);
  return {
    post(change) {
      channel?.postMessage({ ...change, type: 'verstak-commerce', from: tab });
    },
    on(kind, listener) {
      const wrapped = (message: CommerceMessage) => {
        if (message.kind === kind) listener(message as never);
      };
      listeners.add(wrapped);
      return () => listeners.delete(wrapped);
    },
    close() {
      listeners.clear();
      channel?.removeEventListener('message', onMessage);
      opened?.close?.();
    },
  };
}
