/** One cookie a `Set-Cookie` line sets: its value (null when the line deletes it) and expiry in ms. */
export interface SetCookie {
  name: string;
  value: string | null;
  expiresAt: number | null;
}

/**
 * Reads one `Set-Cookie` line, for code that plays a browser's cookie jar (the CLI, a server-side
 * render). An empty value, `Max-Age` ≤ 0 or a past `Expires` deletes the cookie; Max-Age wins over
 * Expires (RFC 6265 §5.3). Null for a line without a `name=value` pair.
 */
export function parseSetCookie(line: string, now: number = Date.now()): SetCookie | null {
  const [pair = '', ...attributes] = line.split(';');
  const equals = pair.indexOf('=');
  if (equals <= 0) return null;
  const name = pair.slice(0, equals).trim();
  let value: string | null = pair
    .slice(equals + 1)
    .trim()
    .replace(/^"(.*)"$/, '$1');
  let expiresAt: number | null = null;
  let maxAge: number | null = null;
  for (const attribute of attributes) {
    const [key = '', ...rest] = attribute.split('=');
    const text = rest.join('=').trim();
    if (/^max-age$/i.test(key.trim()) && /^-?\d+$/.test(text)) maxAge = Number(text);
    else if (/^expires$/i.test(key.trim()) && Number.isFinite(Date.parse(text))) expiresAt = Date.parse(text);
  }
  if (maxAge !== null) expiresAt = now + maxAge * 1000;
  if (value === '' || (expiresAt !== null && expiresAt <= now)) value = null;
  return { name, value, expiresAt: value === null ? null : expiresAt };
}
