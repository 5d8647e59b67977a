import type { Analytics } from '../analytics/create-analytics';
import type { CompareState } from '../api/api-types';
import { compareApi } from '../api/compare';
import {
  COMPARE_ALERT_MOBILE_MS,
  COMPARE_ALERT_MS,
  COMPARE_LIMIT_ALERT_MOBILE_MS,
  COMPARE_LIMIT_ALERT_MS,
  LIST_LIMIT_MESSAGE,
} from '../domain/commerce-constants';
import { type Clock, systemClock } from '../http/clock';
import type { Client } from '../http/create-client';
import { isLimitRefusal } from '../http/is-limit-refusal';
import { refusalMessage } from '../http/refusal-message';
import type { CommerceSync } from './commerce-sync';
import { EMPTY_COMPARE_STATE } from './empty-commerce-states';
import { timedFlag } from './list-alert';
import { comparisonOf } from './list-listings';
import { type ListToggleOutcome, listRefusalReason } from './list-toggle-outcome';
import { type ObservableState, observableState, type ReadableStore } from './observable-state';
import { omitKeys } from './omit-keys';
import { type ProductListState, sessionProductList } from './session-product-list';
import { failureOutcome } from './store-outcome';

/** The compare store's state (§3 compare state, §4.5): the compared ids, and what follows. */
export interface CompareStoreState extends ProductListState<CompareState> {
  /**
   * The alert of the last add: 3 s after a success (5 s on mobile); after a failure `failed` with the
   * message, 3.5 s (5.5 s on mobile) (§4.5).
   */
  alert: { productId: number; failed: boolean; message: string | null } | null;
  /** The compare limit flag, on with a failed add's alert; a new click clears it first (§4.5). */
  limitAlert: boolean;
  /** The compare listing: a section's products, properties, sections, the active section; null until loaded. */
  listing: CompareState | null;
}

/** Options of {@link createCompareStore}. */
export interface CompareStoreOptions {
  client: Client;
  clock?: Clock;
  sync?: CommerceSync | null;
  /** Gets the goal `compare_add` of each product added (§7.8). */
  analytics?: Analytics;
  initial?: Partial<CompareStoreState>;
  /** A state made (and seeded) before the store, which the store takes over; `initial` is then unused. */
  state?: ObservableState<CompareStoreState>;
}

/** The compare store. */
export interface CompareStore extends ReadableStore<CompareStoreState> {
  /** Takes the ids of a base-data answer. */
  setIds(productIds: readonly number[] | null | undefined): void;
  /** Fetches the ids (`/compare/`); rejects with the call's error. */
  load(): Promise<number[]>;
  /**
   * The card's toggle (§4.5): clears the limit alert first; ignored while a request for the product
   * runs; adds (active, alert 3 s / 5 s on mobile; a failure shows the alert and the limit flag
   * 3.5 s / 5.5 s) or removes (inactive, then `onRemoved(productId)` tells the parent). Answers what
   * happened; never rejects.
   */
  toggle(
    productId: number,
    options?: { isMobile?: boolean; onRemoved?: (productId: number) => void },
  ): Promise<ListToggleOutcome>;
  /** Loads the compare listing of a section (the first by default). */
  loadListing(sectionId?: number): Promise<void>;
  /** Takes a compare listing loaded elsewhere (a route's loader, the server render) and its ids. */
  setListing(listing: CompareState): void;
  /**
   * Compare page, removing a product (§4.5): it leaves the items and its section's count goes down;
   * when none remain the listing is loaded again from the server.
   */
  removeProduct(productId: number): Promise<void>;
  /**
   * Compare page, removing a section (§4.5): the ids are refreshed; another section is simply dropped;
   * the active one loads the first remaining; with none left the state is emptied.
   */
  removeSection(sectionId: number): Promise<void>;
  /** Removes the whole list: the state is emptied (§4.5). */
  clear(): Promise<void>;
  /** Forgets everything locally (logout, §4.1). */
  reset(): void;
  destroy(): void;
}

/**
 * Creates the compare store: the ids, the toggle of §4.5 with its timings, and the compare listing's
 * removal rules. Logout clears it (§4.1); another tab's change is applied as the ids it sends.
 */
export function createCompareStore(options: CompareStoreOptions): CompareStore {
  const { client } = options;
  const clock = options.clock ?? systemClock;
  const api = compareApi(client);
  const state =
    options.state ?? observableState<CompareStoreState>({ ...EMPTY_COMPARE_STATE, ...options.initial });
  const alert = timedFlag(clock, () => state.set({ alert: null, limitAlert: false }));

  function loadListing(sectionId?: number): Promise<void> {
    return idList.loadListing(async () =>
      comparisonOf(await api.get(sectionId === undefined ? {} : { sectionId })),
    );
  }

  function emptyListing(): void {
    state.set({
      listing: {
        products: { id: null, items: {} },
        properties: { important: [], additional: [] },
        sections: [],
        activeSectionId: null,
        productIds: [],
      },
    });
  }

  function reset(): void {
    alert.cancel();
    state.set(EMPTY_COMPARE_STATE);
  }

  const idList = sessionProductList<CompareState, CompareStoreState>({
    kind: 'compare',
    client,
    state,
    sync: options.sync,
    fetchIds: () => api.get({}),
    reset,
  });
  const { setIds } = idList;

  return {
    getSnapshot: state.getSnapshot,
    subscribe: state.subscribe,
    setIds: idList.takeIds,
    load: idList.load,
    toggle(productId, how = {}) {
      // A click first clears any compare limit alert (§4.5).
      if (state.getSnapshot().limitAlert) {
        alert.cancel();
        state.set({ limitAlert: false, alert: null });
      }
      return idList.toggle(productId, {
        remove: () => api.remove({ id: productId }),
        removed: () => how.onRemoved?.(productId),
        async add(): Promise<ListToggleOutcome> {
          try {
            const { productIds } = await api.add({ id: productId });
            setIds(productIds, true);
            state.set({ alert: { productId, failed: false, message: null }, limitAlert: false });
            alert.set(how.isMobile ? COMPARE_ALERT_MOBILE_MS : COMPARE_ALERT_MS);
            options.analytics?.track({ type: 'goal', goal: 'compare_add' });
            return { kind: 'added', productIds: [...productIds] };
          } catch (error) {
            const limit = isLimitRefusal(error);
            const message = limit ? LIST_LIMIT_MESSAGE : refusalMessage(error, 'limit');
            state.set({ alert: { productId, failed: true, message }, limitAlert: true });
            alert.set(how.isMobile ? COMPARE_LIMIT_ALERT_MOBILE_MS : COMPARE_LIMIT_ALERT_MS);
            const outcome = failureOutcome(error, 'limit', listRefusalReason);
            return limit && outcome.kind === 'refused' ? { ...outcome, reason: 'limit' } : outcome;
          }
        },
      });
    },
    loadListing,
    setListing: (listing) => idList.setListing(comparisonOf(listing)),
    async removeProduct(productId) {
      const { productIds } = await api.remove({ id: productId });
      setIds(productIds, true);
      const listing = state.getSnapshot().listing;
      if (!listing) return;
      const key = String(productId);
      const item = listing.products.items[key];
      state.set(({ listing }) => {
        if (!listing) return undefined;
        const { products } = listing;
        // The shown section loses one product from its count when the product was in it.
        const counted = item && products.id !== null ? products.id : undefined;
        return {
          listing: {
            ...listing,
            products: { ...products, items: omitKeys(products.items, [key]) },
            productIds: [...productIds],
            sections: listing.sections.map((x) =>
              x.id === counted ? { ...x, count: Math.max(0, x.count - 1) } : x,
            ),
          },
        };
      });
      const left = state.getSnapshot().listing;
      if (left && Object.keys(left.products.items).length === 0) await loadListing();
    },
    async removeSection(sectionId) {
      const { productIds } = await api.removeSection({ id: sectionId });
      setIds(productIds, true);
      const listing = state.getSnapshot().listing;
      const remaining = (listing?.sections ?? []).filter((x) => x.id !== sectionId);
      if (remaining.length === 0 || productIds.length === 0) {
        emptyListing();
        return;
      }
      const wasActive = listing?.activeSectionId === sectionId || listing?.products.id === sectionId;
      state.set(({ listing }) =>
        listing ? { listing: { ...listing, sections: remaining, productIds: [...productIds] } } : undefined,
      );
      if (wasActive) await loadListing(remaining[0]?.id);
    },
    async clear() {
      const { productIds } = await api.clear();
      setIds(productIds, true);
      emptyListing();
    },
    reset,
    destroy() {
      alert.cancel();
      idList.destroy();
    },
  };
}
