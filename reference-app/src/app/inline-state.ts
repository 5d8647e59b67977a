import { jsonForScript } from './json-for-script';

/** The global the server writes the page state into, for the client to hydrate from. */
export const STATE_GLOBAL = '__VERSTAK_STATE__';

/**
 * The state as the page carries it: each object written as `[shape, ...values]`, its keys said once
 * in `s` (a page's twenty product cards share one list of keys instead of spelling it twenty times,
 * a third of the bytes), and each array as `[-1, ...items]`.
 */
export interface ShapedState {
  s: string[][];
  /** Strings said more than once (a card's parameter titles, its section's link), each said here once. */
  t?: string[];
  v: unknown;
}

/** Marks an array among the encoded values; an object's mark is its shape's index (0 and up). */
const ARRAY = -1;
/** Marks `[STRING, index]`: the string `t[index]`. */
const STRING = -2;

/** The bytes a string takes in the JSON (quotes included). */
const encoder = new TextEncoder();
const jsonBytes = (text: string) => encoder.encode(JSON.stringify(text)).length;

/**
 * The encoded `value` with each string repeated where saying it once in `t` costs fewer bytes than
 * saying it each time: `[-2,i]` per use. Twenty cards repeat their parameter titles, section and
 * delivery line; said once, a section page inlines ~3 KB less.
 */
function withStringTable(value: unknown): { t: string[]; v: unknown } {
  const counts = new Map<string, number>();
  const count = (node: unknown) => {
    if (typeof node === 'string') counts.set(node, (counts.get(node) ?? 0) + 1);
    else if (Array.isArray(node)) for (let i = 1; i < node.length; i++) count(node[i]);
  };
  count(value);
  const index = new Map<string, number>();
  const t: string[] = [];
  for (const [text, times] of counts) {
    const bytes = jsonBytes(text);
    // Each use becomes `[-2,i]` (its index's digits and five more); the table holds it once.
    const ref = String(t.length).length + 5;
    if (times > 1 && times * bytes > bytes + 1 + times * ref) {
      index.set(text, t.length);
      t.push(text);
    }
  }
  const swap = (node: unknown): unknown => {
    if (typeof node === 'string') {
      const at = index.get(node);
      return at === undefined ? node : [STRING, at];
    }
    if (!Array.isArray(node)) return node;
    return node.map((item, i) => (i === 0 ? item : swap(item)));
  };
  return { t, v: swap(value) };
}

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
    // JSON of the list, not a join: keys are the data's own (a key may hold any character).
    const signature = JSON.stringify(keys);
    let shape = shapes.get(signature);
    if (shape === undefined) {
      shape = list.length;
      shapes.set(signature, shape);
      list.push(keys);
    }
    return [shape, ...keys.map((k) => encode((value as Record<string, unknown>)[k]))];
  };
  const { t, v } = withStringTable(encode(state));
  return t.length > 0 ? { s: list, t, v } : { s: list, v };
}

/** The state back from {@link shapeState}'s form. */
export function unshapeState(shaped: ShapedState): unknown {
  const decode = (value: unknown): unknown => {
    if (!Array.isArray(value)) return value;
    const [mark, ...rest] = value as [number, ...unknown[]];
    if (mark === ARRAY) return rest.map(decode);
    if (mark === STRING) return shaped.t?.[rest[0] as number];
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
  return jsonForScript(shapeState(state, project));
}
