import type { LatLon } from '@verstak/sdk';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { PlanPlace } from './offline-plan';

/** The little of the Yandex Maps 2.1 API this map uses. */
interface YMaps {
  ready(callback: () => void): void;
  Map: new (
    element: HTMLElement,
    state: { center: LatLon; zoom: number; controls: string[] },
  ) => {
    geoObjects: { add(object: unknown): void; getBounds(): [LatLon, LatLon] | null };
    setBounds(bounds: [LatLon, LatLon], options: { checkZoomRange: boolean; zoomMargin: number }): void;
    destroy(): void;
  };
  Placemark: new (at: LatLon, properties: Record<string, string>, options: Record<string, string>) => unknown;
}

declare global {
  interface Window {
    ymaps?: YMaps;
  }
}

let loading: Promise<YMaps> | null = null;

/** Text for a placemark's hint and balloon, which Yandex Maps reads as HTML: the store's own data, markup taken out all the same. */
const plain = (text: string) => text.replace(/[<>&"]/g, '');

/** Loads the Yandex Maps JS API once per page (§9: lang ru_RU; coordinates latitude first, its default order). */
function loadYandexMaps(apiKey: string, lang: string): Promise<YMaps> {
  loading ??= new Promise<YMaps>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://api-maps.yandex.ru/2.1/?apikey=${encodeURIComponent(apiKey)}&lang=${encodeURIComponent(lang)}&coordorder=latlong`;
    script.async = true;
    script.onload = () =>
      window.ymaps ? window.ymaps.ready(() => resolve(window.ymaps as YMaps)) : reject();
    script.onerror = () => {
      loading = null;
      reject(new Error('Yandex Maps did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** The shops on a Yandex map, each placemark's balloon linking to its shop; `fallback` (the offline plan) if it cannot load. */
export function YandexMap({
  apiKey,
  lang,
  places,
  centre,
  fallback,
}: {
  apiKey: string;
  lang: string;
  places: readonly PlanPlace[];
  centre: LatLon;
  fallback: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let map: InstanceType<YMaps['Map']> | null = null;
    let gone = false;
    loadYandexMaps(apiKey, lang)
      .then((ymaps) => {
        if (gone || !box.current) return;
        map = new ymaps.Map(box.current, { center: centre, zoom: 11, controls: ['zoomControl'] });
        places.forEach((place, i) => {
          map?.geoObjects.add(
            new ymaps.Placemark(
              place.coordinates,
              {
                iconContent: String(i + 1),
                hintContent: plain(place.name),
                balloonContentHeader: plain(place.name),
                balloonContentBody: `${plain(place.address)}<br><a href="${plain(place.url)}">Подробнее о магазине</a>`,
              },
              { preset: 'islands#orangeStretchyIcon' },
            ),
          );
        });
        const bounds = places.length > 1 ? map.geoObjects.getBounds() : null;
        if (bounds) map.setBounds(bounds, { checkZoomRange: true, zoomMargin: 40 });
        setState('ready');
      })
      .catch(() => setState('failed'));
    return () => {
      gone = true;
      map?.destroy();
    };
  }, [apiKey, lang, places, centre]);
  // The map's box stays in place while the API loads (Yandex sizes the map by it); the plan returns if it cannot load.
  if (state === 'failed') return fallback;
  return (
    <div ref={box} className="ymap" aria-busy={state === 'loading'}>
      {state === 'loading' && <p className="muted ymap__loading">Загружаем карту…</p>}
    </div>
  );
}
