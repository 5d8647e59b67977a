import { describe, expect, it } from 'vitest';
import { closedBannerIds, headerBannerShownOn, withClosedBanner } from './header-banner-pages';

describe('where a header banner shows (§3 showPages, excludedPages)', () => {
  const banner = (showPages: string[], excludedPages: string[]) => ({ showPages, excludedPages });

  it('shows everywhere without showPages, never on an excluded page or section', () => {
    const b = banner([], ['/personal/*', '/customer/delivery/']);
    expect(headerBannerShownOn(b, '/')).toBe(true);
    expect(headerBannerShownOn(b, '/catalog/dreli/')).toBe(true);
    expect(headerBannerShownOn(b, '/personal/')).toBe(false);
    expect(headerBannerShownOn(b, '/personal/orders/')).toBe(false);
    expect(headerBannerShownOn(b, '/customer/delivery/')).toBe(false);
    expect(headerBannerShownOn(b, '/customer/')).toBe(true);
  });

  it('shows only on the pages showPages names: `/` is home alone, `*` a section', () => {
    const b = banner(['/', '/catalog/*', '/service'], []);
    expect(headerBannerShownOn(b, '/')).toBe(true);
    expect(headerBannerShownOn(b, '/catalog/')).toBe(true);
    expect(headerBannerShownOn(b, '/catalog/a/b/')).toBe(true);
    expect(headerBannerShownOn(b, '/service/')).toBe(true);
    expect(headerBannerShownOn(b, '/sale/')).toBe(false);
  });

  it('reads the closed banners’ cookie defensively and keeps it short', () => {
    expect(closedBannerIds(undefined)).toEqual([]);
    expect(closedBannerIds('1.x.-2.0.3.<script>')).toEqual([1, 3]);
    expect(withClosedBanner('1.2', 1)).toBe('2.1');
    const many = Array.from({ length: 30 }, (_, i) => i + 1).join('.');
    expect(closedBannerIds(withClosedBanner(many, 99))).toHaveLength(20);
    expect(closedBannerIds(withClosedBanner(many, 99)).at(-1)).toBe(99);
  });
});
