/**
 * `record` without `keys`: the same object when it has none of them, so a state patch that drops
 * nothing changes nothing.
 */
export function omitKeys<T extends object>(record: T, keys: readonly PropertyKey[]): T {
  if (!keys.some((key) => Object.hasOwn(record, key))) return record;
  const rest = { ...record } as Record<PropertyKey, unknown>;
  for (const key of keys) delete rest[key];
  return rest as T;
}
