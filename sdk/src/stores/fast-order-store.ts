import type { Analytics } from '../analytics/create-analytics';
import { purchaseEvent } from '../analytics/purchase-event';
import type { Order } from '../api/api-types';
import { ordersApi } from '../api/orders';
import { withoutEmpty } from '../domain/without-empty';
import type { Client } from '../http/create-client';
import { EMPTY_FAST_ORDER_STATE } from './empty-commerce-states';
import { type ObservableState, observableState, type ReadableStore } from './observable-state';

type Orders = ReturnType<typeof ordersApi>;
/** A one-click price check: courier delivery, or a pickup point with `shopId` (§7.5). */
export type FastPriceInput = Parameters<Orders['fastPrice']>[0] & { shopId?: number };
/** A one-click price answer. */
export type FastPrice = Awaited<ReturnType<Orders['fastPrice']>>;
/** A one-click order: courier delivery (with `address`), or a pickup point with `shopId` (§7.5). */
export type FastOrderInput = Parameters<Orders['fastMake']>[0] & { shopId?: number };

/** The fast-order state (§3): prices, the authorised flag, the sent orders (newest first). */
export interface FastOrderState {
  /** The last price answer per product id. */
  prices: Record<number, FastPrice>;
  /** Whether the buyer is logged in, as the last price answer said; null until one came. */
  authorised: boolean | null;
  /** The orders sent from this page, newest first. */
  orders: Order[];
  /** A price check or an order is on the wire. */
  pending: boolean;
}

/** The fast-order store. */
export interface FastOrderStore extends ReadableStore<FastOrderState> {
  /** Prices a product (`/fast-order/get-price/`, or `…-to-point/` with `shopId`); rejects with the call's error. */
  getPrice(input: FastPriceInput): Promise<FastPrice>;
  /**
   * Places a one-click order (`/fast-order/make/`, or `…-to-point/` with `shopId`) under one
   * Idempotency-Key for this call and its retries; reports the purchase (§7.8); rejects with the call's error.
   */
  make(input: FastOrderInput, options?: { idempotencyKey?: string }): Promise<Order>;
}

/** Creates the fast-order store (§3 fast-order state, §7.5 both forms). */
export function createFastOrderStore(options: {
  client: Client;
  analytics?: Analytics | null;
  initial?: Partial<FastOrderState>;
  /** A state made (and seeded) before the store, which the store takes over; `initial` is then unused. */
  state?: ObservableState<FastOrderState>;
}): FastOrderStore {
  const api = ordersApi(options.client);
  const state =
    options.state ?? observableState<FastOrderState>({ ...EMPTY_FAST_ORDER_STATE, ...options.initial });

  async function pending<T>(work: () => Promise<T>): Promise<T> {
    state.set({ pending: true });
    try {
      return await work();
    } finally {
      state.set({ pending: false });
    }
  }

  return {
    getSnapshot: state.getSnapshot,
    subscribe: state.subscribe,
    getPrice: (input) =>
      pending(async () => {
        const { shopId, ...line } = input;
        const price =
          shopId === undefined ? await api.fastPrice(line) : await api.fastPriceToPoint({ ...line, shopId });
        state.set((s) => ({
          prices: { ...s.prices, [price.productId]: price },
          authorised: price.authorised,
        }));
        return price;
      }),
    make: (input, callOptions = {}) =>
      pending(async () => {
        const { shopId, ...rest } = withoutEmpty(input);
        const keyed = callOptions.idempotencyKey ? { idempotencyKey: callOptions.idempotencyKey } : {};
        const { address: _address, ...toPoint } = rest;
        const { order } =
          shopId === undefined
            ? await api.fastMake(rest, keyed)
            : await api.fastMakeToPoint({ ...toPoint, shopId }, keyed);
        state.set((s) => ({ orders: [order, ...s.orders] }));
        options.analytics?.track(purchaseEvent(order));
        options.analytics?.track({ type: 'goal', goal: 'buy_1_click' });
        return order;
      }),
  };
}
