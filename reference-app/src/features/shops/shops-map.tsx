import type { LatLon, ShopsMap as MapConfig } from '@verstak/sdk';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../../ui/use-hydrated';
import { OfflinePlan, type PlanPlace } from './offline-plan';

// Its own chunk, asked for only when a key is configured and the page is live: never in first-load JS.
const YandexMap = lazy(() => import('./yandex-map').then((m) => ({ default: m.YandexMap })));

/**
 * The shops' map through its adapter (§9: ru_RU, latitude first): Yandex Maps when the store has a
 * key, loaded late in the browser; the offline plan otherwise, and until Yandex Maps has come (the
 * server renders the plan, so the page is whole without a script or a network).
 */
export function ShopsMap(props: {
  map: MapConfig;
  places: readonly PlanPlace[];
  centre: LatLon;
  cityName: string;
  current?: string;
  centreLabel?: string;
  caption?: string;
}) {
  const hydrated = useHydrated();
  const plan = <OfflinePlan {...props} />;
  if (props.map.provider !== 'yandex' || !hydrated) return plan;
  return (
    <Suspense fallback={plan}>
      <YandexMap
        apiKey={props.map.apiKey}
        lang={props.map.lang}
        places={props.places}
        centre={props.centre}
        fallback={plan}
      />
    </Suspense>
  );
}
