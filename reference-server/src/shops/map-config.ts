import type { ShopsMap } from '@verstak/sdk/contract';

/** The environment variable holding the store's Yandex Maps JS API key (a browser key: it is public by design). */
export const YANDEX_MAPS_KEY_ENV = 'YANDEX_MAPS_API_KEY';

/**
 * How the shops' map is drawn (§9: ru_RU): Yandex Maps when `YANDEX_MAPS_API_KEY` is set, else the
 * offline plan, which needs no network (the default, and in tests). Read per call, so a key set for a
 * restarted process needs no other change.
 */
export function shopsMap(env: Readonly<Record<string, string | undefined>> = process.env): ShopsMap {
  const key = env[YANDEX_MAPS_KEY_ENV]?.trim() ?? '';
  // A key is a UUID; anything else is a mistake that would break the page's script URL.
  return /^[0-9a-f-]{36}$/i.test(key)
    ? { provider: 'yandex', apiKey: key, lang: 'ru_RU' }
    : { provider: 'offline', apiKey: '', lang: 'ru_RU' };
}
