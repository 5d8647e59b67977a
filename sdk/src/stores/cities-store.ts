import type { City } from '../api/api-types';
import type { Client } from '../http/create-client';
import { observableState, type ReadableStore } from './observable-state';

/** The cities store's state. */
export interface CitiesState {
  /** The shopper's city; its locationId goes out as `currentCity` on every call (§7.1). */
  current: City | null;
  /** Whether the shopper confirmed the current city (§4.3). */
  confirmed: boolean;
}

/** The cities store: the current city and its confirmation flag. */
export interface CitiesStore extends ReadableStore<CitiesState> {
  /** Makes `city` current and sends its locationId on every later call. */
  setCurrent(city: City): void;
  /** Marks the current city confirmed or not. */
  setConfirmed(confirmed: boolean): void;
}

/** Creates the cities store; with a client, the current city also sets the client's `currentCity`. */
export function createCitiesStore(
  deps: { client?: Client; initial?: Partial<CitiesState> } = {},
): CitiesStore {
  const state = observableState<CitiesState>({ current: null, confirmed: false, ...deps.initial });
  return {
    getSnapshot: state.getSnapshot,
    subscribe: state.subscribe,
    setCurrent(city) {
      state.set({ current: city });
      deps.client?.setCity(city.locationId);
    },
    setConfirmed(confirmed) {
      state.set({ confirmed });
    },
  };
}
