import type { Clock } from './clock';

/** Delay between a response of another release and the reload it asks for (§4.2). */
export const VERSION_RELOAD_DELAY_MS = 1000;

/** Reads the release label of each response body. */
export type VersionCheck = (body: unknown) => void;

/**
 * The page-version rule of §4.2: a response whose `version` differs from `expected` calls
 * `onMismatch` one second later, once per version, so a burst of responses reloads once.
 */
export function createVersionCheck(options: {
  /** The release label the caller was built for. */
  expected: string;
  /** Timers for the one-second delay. */
  clock: Clock;
  /** Called with the other release label. */
  onMismatch: (version: string) => void;
}): VersionCheck {
  const reported = new Set<string>();
  return (body) => {
    const version = (body as { version?: unknown } | null)?.version;
    if (typeof version !== 'string' || version === options.expected || reported.has(version)) return;
    reported.add(version);
    options.clock.setTimeout(() => options.onMismatch(version), VERSION_RELOAD_DELAY_MS);
  };
}
