/**
 * JSON for a `<script>` element (the inline state, structured data): `<` escaped, so no `</script>`
 * or `<!--` in a title or a review closes it, and the line separators written as escapes; JSON.parse
 * reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
