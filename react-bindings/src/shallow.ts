/** Arrays and plain objects are compared by their entries; anything else (a Map, a Date) by identity. */
function isShallowComparable(value: object): boolean {
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Whether two values are equal one level deep: the same value, or arrays with the same items, or
 * plain objects with the same keys and values (each compared with Object.is). For the equality
 * argument of `useStore` and the store hooks, as Zustand's `shallow`.
 */
export function shallow<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (!isShallowComparable(a) || !isShallowComparable(b) || Array.isArray(a) !== Array.isArray(b))
    return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => Object.hasOwn(right, key) && Object.is(left[key], right[key]));
}
