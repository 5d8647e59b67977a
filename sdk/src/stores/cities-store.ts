import { citiesApi } from '../api/cities';
import type { City } from '../contract/entities/city';
import type { Client } from '../http/create-client';
import { observableState, type ReadableStore } from './observable-state';

/** The cities store's state. */
export interface CitiesState {
  current: City | null;
  list: City[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Whether the shopper confirmed the current city (§4.3). */
  confirmed: boolean;
}

/** The cities store: the current city, the list, and the confirmation flag. */
export interface CitiesStore extends ReadableStore<CitiesState> {
  /** Makes `city` current and sends its locationId on every later call. */
  setCurrent(city: City): void;
  /** Marks the current city confirmed or not. */
  setConfirmed(confirmed: boolean): void;
  /** Loads the list of cities (GET /cities). */
  load(): Promise<void>;
}

/** Creates the cities store; with a client, the current city also sets the client's `currentCity`. */
export function createCitiesStore(
  deps: { client?: Client; initial?: Partial<CitiesState> } = {},
): CitiesStore {
  const state = observableState<CitiesState>({
    current: null,
    list: [],
    status: 'idle',
    confirmed: false,
    ...deps.initial,
  });
  return {
    getSnapshot: state.getSnapshot,
    subscribe: state.subscribe,
    setCurrent(city) {
      state.update((s) => {
        s.current = city;
      });
      deps.client?.setCity(city.locationId);
    },
    setConfirmed(confirmed) {
      state.update((s) => {
        s.confirmed = confirmed;
      });
    },
    async load() {
      if (!deps.client) throw new Error('createCitiesStore({ client }) is needed to load cities');
      state.update((s) => {
        s.status = 'loading';
      });
      try {
        const { items } = await citiesApi(deps.client).list();
        state.update((s) => {
          s.list = items;
          s.status = 'ready';
        });
      } catch (error) {
        state.update((s) => {
          s.status = 'error';
        });
        throw error;
      }
    },
  };
}
