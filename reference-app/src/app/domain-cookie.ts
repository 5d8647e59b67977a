/**
 * The cookie lines that keep a cookie on the shared cookie domain (`Domain=`, the cities' subdomains,
 * §4.3): first the host's own cookie of that name expired, then `line`. A browser that still has the
 * host's older cookie sends it before the domain's, and readers take the first of a name, so an old
 * city or consent would hide every new choice for a year. Without a domain, `line` alone.
 */
export function domainCookieLines(line: string, domain: string | undefined): string[] {
  if (!domain) return [line];
  const name = line.slice(0, line.indexOf('='));
  return [`${name}=; Path=/; Max-Age=0; SameSite=Lax`, line];
}

/** Sets `line` through `document.cookie` as {@link domainCookieLines} says. */
export function setDomainCookie(doc: Document, line: string, domain: string | undefined): void {
  for (const each of domainCookieLines(line, domain)) doc.cookie = each;
}
