import { configuredTrackers, type TrackerConfig } from '@verstak/sdk/trackers';
import { jsonForScript } from '../app/json-for-script';
import { TRACKERS_GLOBAL } from '../features/analytics/trackers-global';

/**
 * The store's counters as the page names them to its code (§7.7): `window.verstakTrackers={…};`, or
 * nothing at all when the store has none (then no counter's code ever loads). Ids only, all public.
 */
export function trackersScript(trackers: TrackerConfig): string {
  return configuredTrackers(trackers).length > 0
    ? `window.${TRACKERS_GLOBAL}=${jsonForScript(trackers)};`
    : '';
}
