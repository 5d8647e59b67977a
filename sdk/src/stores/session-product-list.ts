import type { Client } from '../http/create-client';
import type { CommerceSync } from './commerce-sync';
import { type ListToggleOutcome, listRefusalReason } from './list-toggle-outcome';
import type { ObservableState } from './observable-state';
import { omitKeys } from './omit-keys';
import { failureOutcome } from './store-outcome';

/** The part of a favourites or compare store's state that the session's list of product ids and its listing are. */
export interface ProductListState<P extends { productIds: number[] } = { productIds: number[] }> {
  /** The ids in the list: a toggle is active when its id is here. */
  productIds: number[];
  /** Products with a request running: their toggle ignores clicks (§4.4). */
  busy: Record<number, true>;
  /** The list's listing (a section's products, the sections, paging): what its screen shows; null until loaded. */
  listing: P | null;
  listingStatus: 'idle' | 'loading' | 'failed';
}

/** What a toggle does to a product not in the list (`add`) or in it (`remove`). */
export interface ListToggleCalls {
  /** Adds the product; sets the ids and shows the alert itself, and answers its own failure as an outcome. */
  add(): Promise<ListToggleOutcome>;
  /** Removes the product: the call answering the ids left. */
  remove(): Promise<{ productIds: number[] }>;
  /** After a removal, whether its call succeeded or not (§4.5: the parent is told). */
  removed?(): void;
}

/** The session's list of product ids that the favourites and compare stores keep, and its listing. */
export interface SessionProductList<P> {
  /** Takes `ids`; with `tell`, other tabs hear of a change. */
  setIds(ids: readonly number[], tell: boolean): void;
  /** Takes the ids of a base-data answer, if it has them; other tabs are not told. */
  takeIds(ids: readonly number[] | null | undefined): void;
  /** Fetches the ids; other tabs hear of a change; rejects with the call's error. */
  load(): Promise<number[]>;
  /** Shows the listing `work` loads (`listingStatus` follows it) and takes its ids; rejects with its error. */
  loadListing(work: () => Promise<P>): Promise<void>;
  /** Takes a listing loaded elsewhere (a route's loader, the server render) and its ids; other tabs are not told. */
  setListing(listing: P): void;
  /**
   * A card's toggle (§4.4, §4.5): ignored while a request for the product runs; a removal leaves the
   * product out of the list even when its call fails (§8). Answers what happened; never rejects.
   */
  toggle(productId: number, calls: ListToggleCalls): Promise<ListToggleOutcome>;
  /** Stops listening to the client's and the other tabs' events. */
  destroy(): void;
}

/**
 * The list part of the favourites and compare stores (§3: a plain list of product ids in the session):
 * the ids, told to other tabs when they change; the click-guarded toggle; the list's listing; the list
 * fetched again on login and forgotten on logout (§4.1).
 */
export function sessionProductList<
  P extends { productIds: number[] },
  S extends ProductListState<P>,
>(options: {
  kind: 'favorites' | 'compare';
  client: Client;
  state: ObservableState<S>;
  sync: CommerceSync | null | undefined;
  /** The call that answers the ids. */
  fetchIds(): Promise<{ productIds: number[] }>;
  /** Forgets the list (after a logout). */
  reset(): void;
}): SessionProductList<P> {
  const { kind, client, state, sync } = options;
  // The list's own fields of the store's state.
  const update = (
    patch: Partial<ProductListState<P>> | ((s: ProductListState<P>) => Partial<ProductListState<P>>),
  ) => state.set(patch as Partial<S> | ((s: S) => Partial<S>));

  function setIds(ids: readonly number[], tell: boolean): void {
    const before = state.getSnapshot().productIds;
    update({ productIds: [...ids] });
    const same = before.length === ids.length && before.every((id, i) => id === ids[i]);
    if (tell && !same) sync?.post({ kind, productIds: [...ids] });
  }

  function showListing(listing: P, tell: boolean): void {
    update({ listing, listingStatus: 'idle' });
    setIds(listing.productIds, tell);
  }

  async function load(): Promise<number[]> {
    const { productIds } = await options.fetchIds();
    setIds(productIds, true);
    return productIds;
  }

  const onLoggedOut = () => options.reset();
  const onLoggedIn = () => {
    load().catch(() => undefined);
  };
  client.events.on('loggedOut', onLoggedOut);
  client.events.on('loggedIn', onLoggedIn);
  const offSync = sync?.on(kind, (change) => setIds(change.productIds, false));

  return {
    setIds,
    takeIds(ids) {
      if (ids) setIds(ids, false);
    },
    load,
    async loadListing(work) {
      update({ listingStatus: 'loading' });
      let listing: P;
      try {
        listing = await work();
      } catch (error) {
        update({ listingStatus: 'failed' });
        throw error;
      }
      showListing(listing, true);
    },
    setListing: (listing) => showListing(listing, false),
    async toggle(productId, calls) {
      const s = state.getSnapshot();
      if (s.busy[productId]) return { kind: 'ignored' };
      const active = s.productIds.includes(productId);
      update((d) => ({ busy: { ...d.busy, [productId]: true } }));
      try {
        if (!active) return await calls.add();
        let outcome: ListToggleOutcome;
        try {
          const { productIds } = await calls.remove();
          setIds(productIds, true);
          outcome = { kind: 'removed', productIds: [...productIds] };
        } catch (error) {
          setIds(
            state.getSnapshot().productIds.filter((id) => id !== productId),
            true,
          );
          outcome = failureOutcome(error, undefined, listRefusalReason);
        }
        calls.removed?.();
        return outcome;
      } finally {
        update((d) => ({ busy: omitKeys(d.busy, [productId]) }));
      }
    },
    destroy() {
      client.events.off('loggedOut', onLoggedOut);
      client.events.off('loggedIn', onLoggedIn);
      offSync?.();
    },
  };
}
