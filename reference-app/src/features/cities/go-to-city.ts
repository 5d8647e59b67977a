import { CITY_REDIRECT_COOKIE, type City, cityConfirmedCookieLine, cityCookieLine } from '@verstak/sdk';
import { setDomainCookie } from '../../app/domain-cookie';

/**
 * Makes `city` the shopper's, confirmed, and shows the store for it (§4.3): the city and its
 * confirmation go into their one-year cookies (on the shared cookie domain the page names, when the
 * cities have subdomains), and the page loads again. Its request carries a one-shot cookie, so the
 * server answers with the city's subdomain, same path and query, when subdomains are on and it is
 * not this host's; otherwise the page, its prices, stock, pickup shops, delivery and the basket come
 * back for the new city together, with nothing of the old one left on screen.
 */
export function goToCity(city: City, doc: Document = document): void {
  const domain = doc.documentElement.dataset.cookieDomain || undefined;
  setDomainCookie(doc, cityCookieLine(city, domain), domain);
  setDomainCookie(doc, cityConfirmedCookieLine(domain), domain);
  doc.cookie = `${CITY_REDIRECT_COOKIE}=1; Path=/; Max-Age=60; SameSite=Lax`;
  doc.defaultView?.location.reload();
}

/** Marks the current city confirmed without changing it (§4.3). */
export function confirmCity(doc: Document = document): void {
  const domain = doc.documentElement.dataset.cookieDomain || undefined;
  setDomainCookie(doc, cityConfirmedCookieLine(domain), domain);
}
