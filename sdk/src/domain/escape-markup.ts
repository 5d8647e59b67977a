/**
 * Escapes text for HTML or XML, in element content and in quoted attributes alike: `&`, `<`, `>`, `"`
 * and `'` become numeric references. The one escaper of the storefront's head and the server's SVGs.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
