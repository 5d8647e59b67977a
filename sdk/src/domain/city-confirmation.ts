import type { City } from '../api/api-types';
import type { Clock } from '../http/clock';

/** The confirm-city modal opens this long after loading has finished, while the city is unconfirmed (§2.9, §9). */
export const CONFIRM_CITY_DELAY_MS = 200;
/** After «Нет, другой» the select-city modal opens this long after the confirm modal closed (§4.3, §9). */
export const SELECT_CITY_AFTER_DISAGREE_MS = 500;
/** Width of the select-city modal, px (§2.9). */
export const SELECT_CITY_MODAL_WIDTH = 778;
/** Width of the confirm-city modal, px (§2.9). */
export const CONFIRM_CITY_MODAL_WIDTH = 632;

/**
 * Opens the confirm-city modal (§4.3, §2.9): once loading has finished (`whenLoaded` calls back then),
 * `CONFIRM_CITY_DELAY_MS` later, if the city is still unconfirmed at that moment. Returns a stop.
 */
export function scheduleCityConfirm(deps: {
  isConfirmed(): boolean;
  /** Calls `done` once the page has finished loading; returns a stop. */
  whenLoaded(done: () => void): () => void;
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  open(): void;
}): () => void {
  if (deps.isConfirmed()) return () => undefined;
  let timer: unknown;
  const stopWaiting = deps.whenLoaded(() => {
    timer = deps.clock.setTimeout(() => {
      timer = undefined;
      if (!deps.isConfirmed()) deps.open();
    }, CONFIRM_CITY_DELAY_MS);
  });
  return () => {
    stopWaiting();
    if (timer !== undefined) deps.clock.clearTimeout(timer);
  };
}

/** The city the confirm modal asks about: the server's suggestion, else the current city itself. */
export function suggestedCity(current: City): { name: string; locationId: string } {
  return current.suggest ?? { name: current.name, locationId: current.locationId };
}

/**
 * «Да, верно» (§4.3): fetch the suggested city by locationId, make it current if it has an id, mark
 * the city confirmed, close, then go to the city (a redirect to its subdomain or a reload).
 */
export async function agreeToCity(
  suggested: { locationId: string },
  deps: {
    getCity(locationId: string): Promise<City>;
    setCurrent(city: City): void;
    confirm(): void;
    close(): void;
    goToCity(): void;
  },
): Promise<void> {
  const city = await deps.getCity(suggested.locationId);
  if (city.id) deps.setCurrent(city);
  deps.confirm();
  deps.close();
  deps.goToCity();
}

/** «Нет, другой» (§4.3): close, wait `SELECT_CITY_AFTER_DISAGREE_MS`, open the select-city modal. Returns a stop. */
export function disagreeWithCity(deps: {
  close(): void;
  openSelect(): void;
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
}): () => void {
  deps.close();
  const timer = deps.clock.setTimeout(deps.openSelect, SELECT_CITY_AFTER_DISAGREE_MS);
  return () => deps.clock.clearTimeout(timer);
}
