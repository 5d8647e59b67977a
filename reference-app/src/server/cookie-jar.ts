import { ACCESS_TOKEN_COOKIE, decodeAccessToken, parseSetCookie } from '@verstak/sdk';

/**
 * The cookies of one page request as the API sees them during server rendering: the shopper's own,
 * updated by every `Set-Cookie` the API answers (a rotated refresh cookie replaces the old one at
 * once, so a second call never presents a spent credential), and the `Set-Cookie` lines to hand on
 * to the browser with the page.
 */
export function createCookieJar(cookieHeader: string) {
  const jar = new Map<string, string>();
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) jar.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  const answered: string[] = [];

  function remember(setCookie: string): void {
    answered.push(setCookie);
    const cookie = parseSetCookie(setCookie);
    if (!cookie) return;
    if (cookie.value === null) jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }

  return {
    has: (name: string) => jar.has(name),
    /** The `Cookie` header to send the API now. */
    header: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    /**
     * A fetch that sends the jar's cookies and keeps what the API sets. `Cookie` is set here, not as a
     * client header, because a refresh during the render changes it.
     */
    wrap(base: typeof fetch): typeof fetch {
      return async (input, init) => {
        const request = new Request(input, init);
        const cookies = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
        if (cookies) request.headers.set('Cookie', cookies);
        else request.headers.delete('Cookie');
        const response = await base(request);
        for (const line of response.headers.getSetCookie()) remember(line);
        return response;
      };
    },
    /**
     * The `Set-Cookie` lines for the page's answer: the API's own, plus the access token cookie when
     * the render got a new token the API did not set itself (§4.1: it expires with the token).
     */
    answer(token: string | null, tokenChanged: boolean): string[] {
      // The last line the API set for each cookie wins, as it would in the browser.
      const last = new Map<string, string>();
      for (const line of answered) last.set(line.slice(0, line.indexOf('=')).trim(), line);
      const lines = [...last.values()];
      const apiSetIt = answered.some((l) => l.trimStart().startsWith(`${ACCESS_TOKEN_COOKIE}=`));
      if (tokenChanged && !apiSetIt) {
        if (token) {
          const expiry = decodeAccessToken(token)?.expiresAt;
          const expires = expiry ? `; Expires=${new Date(expiry).toUTCString()}` : '';
          lines.push(`${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/${expires}; SameSite=Lax`);
        } else lines.push(`${ACCESS_TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
      }
      return lines;
    },
  };
}
