import { isLocalHost } from './local-host';

// The demo surfaces (DESIGN.md "Demo surfaces are local only"): the outbox page and route, and the
// sandbox of the external login providers. They exist so a newcomer's `npm start` works without an
// SMS gateway or a VK app, and they hand out sessions and codes, so only a local store has them.

/** Why the configuration makes the store reachable from outside (`PUBLIC_ORIGIN=…`, `TRUST_PROXY=1`), or null for a local store. */
export function reachableFromOutside(env: NodeJS.ProcessEnv = process.env): string | null {
  const origin = env.PUBLIC_ORIGIN?.trim();
  if (origin && !isLocalOrigin(origin)) return `PUBLIC_ORIGIN=${origin}`;
  const proxy = env.TRUST_PROXY?.trim();
  // Behind a proxy that forwards addresses, the store is meant for clients elsewhere.
  if (proxy && proxy !== '0') return `TRUST_PROXY=${proxy}`;
  return null;
}

/** Whether `origin` is an http(s) origin on this machine (a malformed one is not). */
export function isLocalOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && isLocalHost(url.host);
  } catch {
    return false;
  }
}

const ON = ['on', '1', 'true', 'yes'];
const OFF = ['off', '0', 'false', 'no'];

/**
 * Whether the demo surfaces are on, as `DEMO_SURFACES` (`on` | `off`) and the store's reach say:
 * unset, they are on exactly for a local store. Throws one line when they are switched on for a
 * store reachable from outside, or when the value is not one of those.
 */
export function demoSurfacesFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.DEMO_SURFACES?.trim().toLowerCase() ?? '';
  const outside = reachableFromOutside(env);
  if (value === '') return outside === null;
  if (OFF.includes(value)) return false;
  if (!ON.includes(value)) throw new Error(`DEMO_SURFACES must be on or off, got "${env.DEMO_SURFACES}"`);
  if (outside !== null) throw new Error(demoSurfacesRefusal(outside));
  return true;
}

/** The one line a store reachable from outside answers when the demo surfaces are switched on. */
export function demoSurfacesRefusal(outside: string): string {
  return `DEMO_SURFACES=on hands out login codes and sessions, so it is only for a local store, but ${outside} makes this one reachable from outside: unset DEMO_SURFACES (or set DEMO_SURFACES=off), or leave PUBLIC_ORIGIN local and TRUST_PROXY unset`;
}
