// The one safe-path rule (DESIGN.md, reference app: "Every redirect goes through one safe-path
// rule"), shared by the storefront and the API: a redirect names a path of this site or nothing.

const MAX_PATH = 2048;
// Browsers drop tabs and newlines from a URL and trim spaces and C0 controls around it, so `/\t/evil`
// is `//evil` to them; line and paragraph separators and C1 controls have no business in a path.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const RAW_REFUSED = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/;
// Once decoded, a space is harmless; the rest of the above is not.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const DECODED_REFUSED = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** `text` percent-decoded until it stops changing (at most three rounds); null when malformed. */
function decoded(text: string): string | null {
  let current = text;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/**
 * `path` when it is a path of this site — it starts with exactly one `/`, has no backslash, no
 * whitespace or control character a browser would drop, and its path part still qualifies however
 * many times anything on the way percent-decodes it (`/%2F%2Fevil.example`) — else `fallback`. Every
 * redirect the storefront or the API emits names its target through this, so none leaves the site.
 */
export function safePath(path: string | null | undefined, fallback = '/'): string {
  if (typeof path !== 'string' || path.length === 0 || path.length > MAX_PATH) return fallback;
  if (path[0] !== '/' || path[1] === '/' || path.includes('\\') || RAW_REFUSED.test(path)) return fallback;
  const plain = decoded(path.split(/[?#]/, 1)[0] ?? '');
  if (plain === null || plain[1] === '/' || plain.includes('\\') || DECODED_REFUSED.test(plain))
    return fallback;
  return path;
}
