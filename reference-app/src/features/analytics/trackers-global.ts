import type { TrackerConfig } from '@verstak/sdk/trackers';

/** The global a page names its counters under (§7.7): set only when the store has any (`TrackerConfig`). */
export const TRACKERS_GLOBAL = 'verstakTrackers';

/** The store's counters as the page names them (in a browser); none configured: undefined. */
export function storeTrackers(): TrackerConfig | undefined {
  return (window as unknown as Record<string, TrackerConfig | undefined>)[TRACKERS_GLOBAL];
}
