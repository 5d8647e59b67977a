import { describe, expect, it } from 'vitest';
import { domainCookieLines } from './domain-cookie';

describe('domainCookieLines (§4.3: cookies shared by the cities’ subdomains)', () => {
  it('expires the host’s own cookie of that name before setting the domain’s', () => {
    // A browser sends an older host cookie before the domain's and readers take the first of a name.
    expect(
      domainCookieLines(
        'city=x; Path=/; Max-Age=31536000; SameSite=Lax; Domain=verstak.example',
        'verstak.example',
      ),
    ).toEqual([
      'city=; Path=/; Max-Age=0; SameSite=Lax',
      'city=x; Path=/; Max-Age=31536000; SameSite=Lax; Domain=verstak.example',
    ]);
  });
  it('is the line alone where cookies stay on the host', () => {
    expect(domainCookieLines('consent=v1.10; Path=/', undefined)).toEqual(['consent=v1.10; Path=/']);
  });
});
