/** `order_id`, `order-id` and `OrderId` → `orderId`. */
export function camelCase(key: string): string {
  const camel = key.replace(/[-_\s]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''));
  return camel.charAt(0).toLowerCase() + camel.slice(1);
}

/**
 * How deep an error map is read: the API's go two or three levels (`deliveryAddress.streetName`);
 * a hostile answer nested a hundred thousand deep would otherwise overflow the stack.
 */
const MAX_ERROR_DEPTH = 16;

/** Copies an error map with every key camelCased (§7.1); nested maps are flattened to `a.b` paths first. */
export function camelCaseErrors(errors: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (value: unknown, prefix: string, depth = 0) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      if (depth >= MAX_ERROR_DEPTH) return;
      for (const [k, v] of Object.entries(value))
        walk(v, prefix ? `${prefix}.${camelCase(k)}` : camelCase(k), depth + 1);
    } else if (prefix) {
      out[prefix] = Array.isArray(value) ? value.map(String).join(' ') : String(value);
    }
  };
  walk(errors, '');
  return out;
}
