/** The global a page names its counters under (§7.7): set only when the store has any (`TrackerConfig`). */
export const TRACKERS_GLOBAL = 'verstakTrackers';
