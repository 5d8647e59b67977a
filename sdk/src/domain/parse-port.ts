/**
 * Reads a port setting (the `PORT` variable of the store, the API and the storefront): a whole number
 * from 0 (any free port) to 65535, else `fallback` when unset or empty. Throws an Error naming the
 * setting and the value otherwise (`3e3`, ` 80`, `-1`, `http`).
 */
export function parsePort(value: string | undefined, fallback: number, name = 'PORT'): number {
  if (value === undefined || value === '') return fallback;
  const port = /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN;
  if (!(port >= 0 && port <= 65535)) {
    throw new Error(`${name} must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}
