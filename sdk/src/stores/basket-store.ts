import type { Analytics } from '../analytics/create-analytics';
import { basketLineProduct } from '../analytics/ecommerce-event';
import { purchaseEvent } from '../analytics/purchase-event';
import type { Basket, BasketLine, Order } from '../api/api-types';
import { basketApi } from '../api/basket';
import { ordersApi } from '../api/orders';
import { MAX_LINE_QUANTITY } from '../contract/entities/basket-limits';
import { BASKET_QUANTITY_DEBOUNCE_MS } from '../domain/commerce-constants';
import { withoutEmpty } from '../domain/without-empty';
import { ApiError } from '../http/api-error';
import { type Clock, systemClock } from '../http/clock';
import type { Client } from '../http/create-client';
import { refusalMessage } from '../http/refusal-message';
import {
  type AddOutcome,
  type BasketOptionOutcome,
  basketRefusalReason,
  type RemoveOutcome,
  type SetQuantityOutcome,
} from './basket-outcome';
import type { CommerceSync } from './commerce-sync';
import { EMPTY_BASKET_STATE } from './empty-commerce-states';
import { type ObservableState, observableState, type ReadableStore } from './observable-state';
import { omitKeys } from './omit-keys';
import { failureOutcome } from './store-outcome';

type Orders = ReturnType<typeof ordersApi>;
/** What checkout sends (`/catalog/orders/make`); empty values are dropped before sending (§5). */
export type PlaceOrderInput = Parameters<Orders['make']>[0];

/** The basket store's state: the contract's basket and what is on its way. */
export interface BasketStoreState {
  /** The basket as the server last answered it; null until loaded. */
  basket: Basket | null;
  /** The state of the last `load()`. */
  status: 'idle' | 'loading' | 'failed';
  /** Lines whose quantity change waits (300 ms, §4.7) or is on the wire: product id → the quantity shown. */
  quantities: Record<number, number>;
  /** Products whose add request runs: their add button is locked (§4.7). */
  adding: Record<number, true>;
  /** A change (add, quantity, removal, bonuses, promo code) is on the wire. */
  updating: boolean;
  /** The bonuses the shopper asked to spend (§4.7 stage 2); null when they kept the server's. */
  bonusesRequested: number | null;
  /** The promo code call: running, and the reason the last code was refused. */
  promoCode: { pending: boolean; error: string | null };
  /** Why the last bonuses change was refused; null when it was not. */
  bonusesError: string | null;
  /**
   * The last add the server refused because the product cannot be bought now (a 4xx naming the
   * quantity, e.g. «Товара нет в наличии»): the storefront's not-available modal reads it. Other
   * failures stay silent (§8).
   */
  addRefusal: { productId: number; message: string } | null;
}

/** Options of {@link createBasketStore}. */
export interface BasketStoreOptions {
  client: Client;
  /** Timers (the 300 ms debounce), injectable for tests. */
  clock?: Clock;
  /** The tab's end of the commerce channel: changes are told to the other tabs, theirs re-fetch here. */
  sync?: CommerceSync | null;
  /** Where add, remove, checkout and purchase events go (§7.8). */
  analytics?: Analytics | null;
  initial?: Partial<BasketStoreState>;
  /** A state made (and seeded) before the store, which the store takes over; `initial` is then unused. */
  state?: ObservableState<BasketStoreState>;
}

/** The basket store (§3 store module `basket`, §4.7). */
export interface BasketStore extends ReadableStore<BasketStoreState> {
  /** Fetches the basket (`/catalog/basket`); rejects with the call's error. */
  load(): Promise<Basket>;
  /** Takes the basket of a base-data answer or a page. */
  setBasket(basket: Basket | null | undefined): void;
  /**
   * Adds units of a product (1 by default) and answers what happened: added (the line), sold out,
   * refused (the server's reason and message), failed, or ignored (a second add of it while the first
   * runs). The product's button is locked meanwhile; it never rejects (§4.7, §8).
   */
  add(productId: number, quantity?: number): Promise<AddOutcome>;
  /**
   * Sets a line's quantity; sent 300 ms after the last change of that line, only the last value; 0
   * removes (§4.7). Held to 0..what can be bought now (the line's `maxQuantity`; 999 for a product
   * not in the basket), so a line that cannot be bought any more can only be taken out; NaN is ignored.
   * Answers once the change was answered, or `superseded` when a newer one replaced it.
   */
  setQuantity(productId: number, quantity: number): Promise<SetQuantityOutcome>;
  /** Sends the waiting quantity changes now (before checkout, say). */
  flush(): Promise<void>;
  /** Removes lines (`/catalog/basket/remove`) and answers what happened; never rejects. */
  remove(productIds: number[]): Promise<RemoveOutcome>;
  /** Asks to spend bonuses (all that may be spent, or `amount`) or not; the refusal's message also stays in `bonusesError` (§4.7). */
  setBonuses(apply: boolean, amount?: number): Promise<BasketOptionOutcome>;
  /** Applies a promo code ('' removes it); the refusal's message also stays in `promoCode.error`. */
  setPromoCode(code: string): Promise<BasketOptionOutcome>;
  /** The link to a frozen copy of the basket (`/basket/share/get-link`); rejects with the call's error. */
  shareLink(): Promise<{ code: string; url: string }>;
  /** Reports checkout step 1 with the basket's lines (§7.8); call it when the checkout page opens. */
  trackCheckout(): void;
  /**
   * Places the basket as an order (`/catalog/orders/make`) under one Idempotency-Key for this call
   * and its retries, reports the purchase (§7.8) and re-fetches the basket; rejects with the call's error.
   */
  placeOrder(input: PlaceOrderInput, options?: { idempotencyKey?: string }): Promise<Order>;
  /** Stops the timers and listeners. */
  destroy(): void;
}

/** What a sold-out product's add answers when the server gave no words of its own. */
const SOLD_OUT = 'Товара нет в наличии';

/**
 * Creates the basket store. Every change answers the whole basket and sends the promo code, the
 * apply-bonuses flag and the bonuses amount (§4.7); changes go one at a time, so the last answer is
 * the basket as it is. It re-fetches on logout and login (§4.1) and when another tab changed the basket.
 */
export function createBasketStore(options: BasketStoreOptions): BasketStore {
  const { client } = options;
  const clock = options.clock ?? systemClock;
  const api = basketApi(client);
  const state =
    options.state ?? observableState<BasketStoreState>({ ...EMPTY_BASKET_STATE, ...options.initial });
  const timers = new Map<number, unknown>();
  // Who waits for a line's debounced change: answered when it is, or told it was superseded.
  const waiting = new Map<number, (outcome: SetQuantityOutcome) => void>();
  let chain: Promise<unknown> = Promise.resolve();
  let running = 0;

  const basket = () => state.getSnapshot().basket;
  const line = (b: Basket | null, productId: number): BasketLine | undefined =>
    b?.items.find((item) => item.id === productId);

  /** What every change carries (§4.7). */
  function changeFields() {
    const s = state.getSnapshot();
    const b = s.basket;
    if (!b) return {};
    return {
      ...(b.appliedPromoCode ? { promoCode: b.appliedPromoCode } : {}),
      applyBonuses: b.applyBonuses,
      appliedBonuses: s.bonusesRequested ?? b.appliedBonuses,
    };
  }

  function apply(next: Basket, tell = true): void {
    const before = basket();
    state.set({ basket: next });
    if (tell && before?.version !== next.version)
      options.sync?.post({ kind: 'basket', version: next.version });
  }

  /** Runs a change after the ones before it; `updating` is on while any runs. */
  function serial<T>(work: () => Promise<T>): Promise<T> {
    running++;
    state.set({ updating: true });
    const run = chain.then(work, work);
    chain = run.catch(() => undefined);
    return run.finally(() => {
      running--;
      if (running === 0) {
        state.set({ updating: false });
      }
    });
  }

  function track(type: 'add' | 'remove', item: BasketLine | undefined, quantity: number): void {
    if (!item || quantity <= 0 || !options.analytics) return;
    options.analytics.track({ type, products: [basketLineProduct(item, quantity)] });
    // The goal of a product put in the basket (§7.8), beside the ecommerce add.
    if (type === 'add') options.analytics.track({ type: 'goal', goal: 'add_to_cart' });
  }

  async function load(): Promise<Basket> {
    state.set({ status: 'loading' });
    try {
      const next = await api.get();
      apply(next, false);
      state.set({ status: 'idle' });
      return next;
    } catch (error) {
      state.set({ status: 'failed' });
      throw error;
    }
  }
  const reload = () => {
    load().catch(() => undefined);
  };

  /** Tells whoever waits for the line's change what became of it. */
  function settle(productId: number, outcome: SetQuantityOutcome): void {
    const resolve = waiting.get(productId);
    waiting.delete(productId);
    resolve?.(outcome);
  }

  async function send(productId: number): Promise<void> {
    timers.delete(productId);
    const quantity = state.getSnapshot().quantities[productId];
    const resolve = waiting.get(productId);
    waiting.delete(productId);
    if (quantity === undefined) {
      resolve?.({ kind: 'superseded' });
      return;
    }
    const outcome = await serial(async (): Promise<SetQuantityOutcome> => {
      const before = line(basket(), productId);
      try {
        const next = await api.set({ productId, quantity, ...changeFields() });
        apply(next);
        const after = line(next, productId);
        const delta = (after?.quantity ?? 0) - (before?.quantity ?? 0);
        if (delta > 0) track('add', after, delta);
        if (delta < 0) track('remove', before, -delta);
        return { kind: 'set', line: after ?? null, basket: next };
      } catch (error) {
        // The line shows the server's quantity again.
        return failureOutcome(error, 'quantity', basketRefusalReason);
      } finally {
        // A newer value typed meanwhile stays, to be sent by its own timer.
        state.set(({ quantities }) =>
          quantities[productId] === quantity && !timers.has(productId)
            ? { quantities: omitKeys(quantities, [productId]) }
            : undefined,
        );
      }
    });
    resolve?.(outcome);
  }

  /**
   * A refused or failed add as its outcome. A refusal for the quantity is also kept in `addRefusal`;
   * it counts the units the basket holds (`details.inBasket`), and when that differs from the basket
   * shown (changed on another device) the basket is read again, so the outcome and the state agree.
   */
  async function addRefused(productId: number, error: unknown): Promise<AddOutcome> {
    const outcome = failureOutcome(error, 'quantity', basketRefusalReason);
    if (outcome.kind === 'failed') return outcome;
    const held = () => line(basket(), productId)?.quantity ?? 0;
    const errors = error instanceof ApiError ? error.errors : {};
    const message = errors.quantity;
    if (message === undefined) return { ...outcome, field: Object.keys(errors)[0] ?? null, inBasket: held() };
    state.set({ addRefusal: { productId, message } });
    const counted = error instanceof ApiError ? error.details.inBasket : undefined;
    if (typeof counted === 'number' && counted !== held()) await load().catch(() => undefined);
    if (outcome.reason === 'product_unavailable' && held() === 0) return { kind: 'soldOut', message };
    return { ...outcome, field: 'quantity', inBasket: held() };
  }

  async function flush(): Promise<void> {
    const ids = [...timers.keys()];
    for (const id of ids) clock.clearTimeout(timers.get(id));
    await Promise.all(ids.map(send));
    await chain;
  }

  client.events.on('loggedOut', reload);
  client.events.on('loggedIn', reload);
  const offSync = options.sync?.on('basket', (change) => {
    if (change.version !== basket()?.version) reload();
  });

  return {
    getSnapshot: state.getSnapshot,
    subscribe: state.subscribe,
    load,
    setBasket(next) {
      if (next) apply(next, false);
    },
    async add(productId, quantity = 1): Promise<AddOutcome> {
      if (state.getSnapshot().adding[productId]) return { kind: 'ignored' };
      state.set((s) => ({ adding: { ...s.adding, [productId]: true } }));
      try {
        const next = await serial(async () => {
          const before = line(basket(), productId)?.quantity ?? 0;
          const answered = await api.add({ productId, quantity, ...changeFields() });
          apply(answered);
          const after = line(answered, productId);
          track('add', after, (after?.quantity ?? 0) - before);
          return answered;
        });
        state.set((s) => (s.addRefusal?.productId === productId ? { addRefusal: null } : undefined));
        const added = line(next, productId);
        // An add answered without its line: the product sold out between the page and the click.
        return added ? { kind: 'added', line: added, basket: next } : { kind: 'soldOut', message: SOLD_OUT };
      } catch (error) {
        return await addRefused(productId, error);
      } finally {
        state.set((s) => ({ adding: omitKeys(s.adding, [productId]) }));
      }
    },
    setQuantity(productId, quantity) {
      // Not a number (an emptied field, say) changes nothing; the rest is held to what can be bought.
      if (Number.isNaN(quantity)) return Promise.resolve({ kind: 'ignored' });
      const max = Math.min(MAX_LINE_QUANTITY, line(basket(), productId)?.maxQuantity ?? MAX_LINE_QUANTITY);
      const value = Math.min(Math.max(0, max), Math.max(0, Math.floor(quantity)));
      state.set((s) => ({ quantities: { ...s.quantities, [productId]: value } }));
      const timer = timers.get(productId);
      if (timer !== undefined) clock.clearTimeout(timer);
      settle(productId, { kind: 'superseded' });
      const answer = new Promise<SetQuantityOutcome>((resolve) => waiting.set(productId, resolve));
      timers.set(
        productId,
        clock.setTimeout(() => {
          send(productId).catch(() => undefined);
        }, BASKET_QUANTITY_DEBOUNCE_MS),
      );
      return answer;
    },
    flush,
    async remove(productIds): Promise<RemoveOutcome> {
      for (const id of productIds) {
        const timer = timers.get(id);
        if (timer !== undefined) clock.clearTimeout(timer);
        timers.delete(id);
        settle(id, { kind: 'superseded' });
      }
      state.set((s) => ({ quantities: omitKeys(s.quantities, productIds) }));
      try {
        return await serial(async () => {
          const before = basket();
          const next = await api.remove({ productIds, ...changeFields() });
          apply(next);
          for (const id of productIds) {
            const gone = line(before, id);
            if (gone && !line(next, id)) track('remove', gone, gone.quantity);
          }
          return { kind: 'removed', productIds: [...productIds], basket: next };
        });
      } catch (error) {
        return failureOutcome(error, 'productIds', basketRefusalReason);
      }
    },
    async setBonuses(apply_, amount): Promise<BasketOptionOutcome> {
      try {
        return await serial(async () => {
          const requested = apply_ ? (amount ?? basket()?.availableBonuses ?? 0) : 0;
          const next = await api.setBonuses({
            ...changeFields(),
            applyBonuses: apply_,
            appliedBonuses: Math.max(0, Math.floor(requested)),
          });
          state.set({ bonusesRequested: amount === undefined ? null : requested, bonusesError: null });
          apply(next);
          return { kind: 'applied', basket: next };
        });
      } catch (error) {
        const message = refusalMessage(error, 'appliedBonuses');
        state.set({ bonusesError: message });
        return failureOutcome(error, 'appliedBonuses', basketRefusalReason);
      }
    },
    async setPromoCode(code): Promise<BasketOptionOutcome> {
      state.set({ promoCode: { pending: true, error: null } });
      try {
        const next = await serial(async () => {
          const answered = await api.setPromoCode({ ...changeFields(), promoCode: code.trim() });
          apply(answered);
          return answered;
        });
        state.set({ promoCode: { pending: false, error: null } });
        if (code.trim()) options.analytics?.track({ type: 'goal', goal: 'promo_code_applied' });
        return { kind: 'applied', basket: next };
      } catch (error) {
        const message = refusalMessage(error, 'promoCode');
        state.set({ promoCode: { pending: false, error: message } });
        return failureOutcome(error, 'promoCode', basketRefusalReason);
      }
    },
    shareLink: () => api.shareLink(),
    trackCheckout() {
      const b = basket();
      if (!b || !options.analytics) return;
      options.analytics.track({
        type: 'checkout',
        step: 1,
        products: b.items.map((item) => basketLineProduct(item, item.quantity)),
      });
    },
    async placeOrder(input, callOptions = {}) {
      await flush();
      const lines = basket()?.items ?? [];
      const { order } = await ordersApi(client).make(
        withoutEmpty(input),
        callOptions.idempotencyKey ? { idempotencyKey: callOptions.idempotencyKey } : {},
      );
      options.analytics?.track(purchaseEvent(order, lines));
      // The order took the ordered lines; the other tabs re-fetch on the version change.
      const next = await load().catch(() => null);
      if (next) options.sync?.post({ kind: 'basket', version: next.version });
      return order;
    },
    destroy() {
      for (const timer of timers.values()) clock.clearTimeout(timer);
      timers.clear();
      for (const id of [...waiting.keys()]) settle(id, { kind: 'superseded' });
      client.events.off('loggedOut', reload);
      client.events.off('loggedIn', reload);
      offSync?.();
    },
  };
}
