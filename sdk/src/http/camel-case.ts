/** `order_id`, `order-id` and `OrderId` → `orderId`. */
export function camelCase(key: string): string {
  const camel = key.replace(/[-_\s]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''));
  return camel.charAt(0).toLowerCase() + camel.slice(1);
}

/** Copies an error map with every key camelCased (§7.1); nested maps are flattened to `a.b` paths first. */
export function camelCaseErrors(errors: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (value: unknown, prefix: string) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value))
        walk(v, prefix ? `${prefix}.${camelCase(k)}` : camelCase(k));
    } else if (prefix) {
      out[prefix] = Array.isArray(value) ? value.map(String).join(' ') : String(value);
    }
  };
  walk(errors, '');
  return out;
}
