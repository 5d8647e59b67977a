/** The global the server writes the page state into, for the client to hydrate from. */
export const STATE_GLOBAL = '__VERSTAK_STATE__';

/**
 * State as a JSON literal safe inside a `<script>`: `<` is escaped, so no product title or review can
 * close the script, and U+2028/U+2029 cannot end a line. `replacer` is JSON.stringify's (what to leave out).
 */
export function serializeState(state: unknown, replacer?: (key: string, value: unknown) => unknown): string {
  return JSON.stringify(state, replacer)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
