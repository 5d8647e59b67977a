import { formatDistance, type LatLon, nearestPlace } from '@verstak/sdk';
import { useState } from 'react';
import { Link } from '../../app/router';
import { useHydrated } from '../../ui/use-hydrated';
import type { PlanPlace } from './offline-plan';

type Found =
  | { state: 'idle' | 'locating' }
  | { state: 'found'; place: PlanPlace; metres: number }
  | { state: 'failed'; message: string };

/** How long the browser may look for the shopper's position before we say it could not. */
const LOCATE_TIMEOUT_MS = 15_000;

/**
 * «Ближайший магазин»: asks the browser for the shopper's position, only on the shopper's click, and
 * names the nearest of `places` by §9's distance rule. Shown once the page is live: without a script
 * the button could do nothing.
 */
export function NearestShop({ places }: { places: readonly PlanPlace[] }) {
  const hydrated = useHydrated();
  const [found, setFound] = useState<Found>({ state: 'idle' });
  if (!hydrated || places.length === 0) return null;
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setFound({
        state: 'failed',
        message: 'Браузер не умеет определять местоположение — выберите магазин из списка.',
      });
      return;
    }
    setFound({ state: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const from: LatLon = [position.coords.latitude, position.coords.longitude];
        const nearest = nearestPlace(places, from);
        setFound(
          nearest ? { state: 'found', place: nearest.place, metres: nearest.metres } : { state: 'idle' },
        );
      },
      (error) =>
        setFound({
          state: 'failed',
          message:
            error.code === error.PERMISSION_DENIED
              ? 'Нет доступа к местоположению. Разрешите его в настройках браузера или выберите магазин из списка.'
              : 'Не удалось определить местоположение. Попробуйте ещё раз или выберите магазин из списка.',
        }),
      { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: 300_000 },
    );
  };
  return (
    <section className="nearest" aria-live="polite">
      <button
        type="button"
        className="button button--orange"
        onClick={locate}
        disabled={found.state === 'locating'}
      >
        {found.state === 'locating' ? 'Определяем местоположение…' : 'Найти ближайший магазин'}
      </button>
      {found.state === 'found' && (
        <p className="nearest__result">
          Ближайший магазин — <Link href={found.place.url}>{found.place.name}</Link>, {found.place.address},{' '}
          <b>{formatDistance(found.metres)}</b> от вас по прямой.
        </p>
      )}
      {found.state === 'failed' && (
        <p className="nearest__result field__error" role="alert">
          {found.message}
        </p>
      )}
    </section>
  );
}
