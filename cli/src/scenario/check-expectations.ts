import type { Expectation } from './scenario-schema';

/** The value at a dot path (`order.products.0.id`, `items.length`); undefined when it is not there. */
export function valueAt(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || current === undefined) return undefined;
    if (key === 'length' && (Array.isArray(current) || typeof current === 'string')) current = current.length;
    else if (typeof current === 'object' && Object.hasOwn(current, key))
      current = (current as Record<string, unknown>)[key];
    else return undefined;
  }
  return current;
}

const shown = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value));

/** Why one value breaks one expectation, or null when it holds. */
function breach(value: unknown, expectation: Expectation): string | null {
  if (expectation === null || typeof expectation !== 'object')
    return value === expectation ? null : `expected ${shown(expectation)}, got ${shown(value)}`;
  const e = expectation;
  if (e.exists !== undefined && (value !== undefined) !== e.exists)
    return e.exists ? 'expected a value, got nothing' : `expected nothing, got ${shown(value)}`;
  if (e.equals !== undefined && value !== e.equals) return `expected ${shown(e.equals)}, got ${shown(value)}`;
  if (e.not !== undefined && value === e.not) return `expected anything but ${shown(e.not)}`;
  const numeric = typeof value === 'number' ? value : undefined;
  if (e.min !== undefined && (numeric === undefined || numeric < e.min))
    return `expected at least ${e.min}, got ${shown(value)}`;
  if (e.max !== undefined && (numeric === undefined || numeric > e.max))
    return `expected at most ${e.max}, got ${shown(value)}`;
  if (e.length !== undefined) {
    const length = Array.isArray(value) || typeof value === 'string' ? value.length : undefined;
    if (length !== e.length)
      return `expected length ${e.length}, got ${length === undefined ? shown(value) : length}`;
  }
  if (e.contains !== undefined) {
    const has = Array.isArray(value)
      ? value.some((v) => v === e.contains)
      : typeof value === 'string' && value.includes(e.contains);
    if (!has) return `expected it to contain ${shown(e.contains)}, got ${shown(value)}`;
  }
  if (e.matches !== undefined) {
    let pattern: RegExp;
    try {
      pattern = new RegExp(e.matches, 'u');
    } catch {
      return `"${e.matches}" is not a regular expression`;
    }
    if (typeof value !== 'string' || !pattern.test(value))
      return `expected to match /${e.matches}/, got ${shown(value)}`;
  }
  return null;
}

/** Every expectation a step's result breaks, as `path: why`. */
export function checkExpectations(
  result: unknown,
  expect: Readonly<Record<string, Expectation>> = {},
): string[] {
  return Object.entries(expect).flatMap(([path, expectation]) => {
    const why = breach(valueAt(result, path), expectation);
    return why === null ? [] : [`${path}: ${why}`];
  });
}
