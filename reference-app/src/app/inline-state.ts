/** The global the server writes the page state into, for the client to hydrate from. */
export const STATE_GLOBAL = '__VERSTAK_STATE__';

/**
 * The state as the page carries it: each object written as `[shape, ...values]`, its keys said once
 * in `s` (a page's twenty product cards share one list of keys instead of spelling it twenty times,
 * a third of the bytes), and each array as `[-1, ...items]`.
 */
export interface ShapedState {
  s: string[][];
  v: unknown;
}

/** Marks an array among the encoded values; an object's mark is its shape's index (0 and up). */
const ARRAY = -1;

/**
 * `state` with its objects' keys said once per shape. `project` may stand another value for any
 * object (what of it to inline); keys whose value is `undefined` are left out, as JSON leaves them.
 */
export function shapeState(state: unknown, project: (value: object) => unknown = (v) => v): ShapedState {
  const shapes = new Map<string, number>();
  const list: string[][] = [];
  const encode = (value: unknown, projected = false): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    if (Array.isArray(value))
      return [ARRAY, ...value.map((item) => encode(item === undefined ? null : item))];
    // What the projection chose is written as it is, not projected again.
    if (!projected) {
      const chosen = project(value);
      if (chosen !== value) return encode(chosen, true);
    }
    const keys = Object.keys(value).filter((k) => (value as Record<string, unknown>)[k] !== undefined);
    const signature = keys.join('\u0000');
    let shape = shapes.get(signature);
    if (shape === undefined) {
      shape = list.length;
      shapes.set(signature, shape);
      list.push(keys);
    }
    return [shape, ...keys.map((k) => encode((value as Record<string, unknown>)[k]))];
  };
  return { s: list, v: encode(state) };
}

/** The state back from {@link shapeState}'s form. */
export function unshapeState(shaped: ShapedState): unknown {
  const decode = (value: unknown): unknown => {
    if (!Array.isArray(value)) return value;
    const [mark, ...rest] = value as [number, ...unknown[]];
    if (mark === ARRAY) return rest.map(decode);
    const keys = shaped.s[mark] ?? [];
    const object: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as string;
      // An own `__proto__` key (JSON may carry one) stays a key, as JSON.parse keeps it.
      if (key === '__proto__')
        Object.defineProperty(object, key, {
          value: decode(rest[i]),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      else object[key] = decode(rest[i]);
    }
    return object;
  };
  return decode(shaped.v);
}

/**
 * State as a JSON literal safe inside a `<script>`: `<` is escaped, so no product title or review can
 * close the script, and U+2028/U+2029 cannot end a line. Written shaped ({@link shapeState}), with
 * `project` choosing what of each object to inline.
 */
export function serializeState(state: unknown, project?: (value: object) => unknown): string {
  return JSON.stringify(shapeState(state, project))
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
