import { describe, expect, it } from 'vitest';
import { storeJsonLd } from '../features/home/store-json-ld';
import { canonicalOrigin, type Head, renderHeadTags } from './head';

const head: Head = {
  title: 'Дрели — купить',
  description: 'Дрели "Makita" & Bosch',
  canonical: '/catalog/dreli/',
  robots: 'index, follow',
  breadcrumbs: [],
};

describe('the share card (issue 17)', () => {
  it('carries og: and twitter: tags from the page, escaped, with the canonical as og:url', () => {
    const html = renderHeadTags(
      { ...head, og: { title: 'Дрели <b>', description: '', image: '/images/x.svg', type: 'product' } },
      'http://vologda.localhost:3000',
    );
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta property="og:title" content="Дрели &#60;b&#62;">');
    // An empty og description falls back on the page's.
    expect(html).toContain('<meta property="og:description" content="Дрели &#34;Makita&#34; &#38; Bosch">');
    expect(html).toContain('<meta property="og:image" content="http://vologda.localhost:3000/images/x.svg">');
    expect(html).toContain('<meta property="og:url" content="http://vologda.localhost:3000/catalog/dreli/">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta name="twitter:title" content="Дрели &#60;b&#62;">');
  });

  it('falls back on the title, the description and the store mark, and the og:url follows the canonical’s origin', () => {
    const html = renderHeadTags(
      { ...head, canonical: '/promo-code/' },
      'http://vologda.localhost:3000',
      canonicalOrigin('/promo-code/', 'http://vologda.localhost:3000', 'http://localhost:3000'),
    );
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toContain('<meta property="og:title" content="Дрели — купить">');
    expect(html).toContain(
      '<meta property="og:image" content="http://vologda.localhost:3000/images/brands/verstak.svg">',
    );
    expect(html).toContain('<meta property="og:url" content="http://localhost:3000/promo-code/">');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/promo-code/">');
  });
});

describe('the home page structured data', () => {
  it('names the store and a search box at /search/?q= on the origin, braces kept', () => {
    const [organization, site] = storeJsonLd((path) => new URL(path, 'http://localhost:3000').href);
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Верстак',
      url: 'http://localhost:3000/',
    });
    expect(site).toMatchObject({
      '@type': 'WebSite',
      potentialAction: {
        '@type': 'SearchAction',
        target: 'http://localhost:3000/search/?q={search_term_string}',
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

describe('§4.3 canonical on a city subdomain', () => {
  const city = 'http://vologda.localhost:3000';
  const main = 'http://localhost:3000';
  it('keeps its own for home, sale, shops, tag, brands, catalogue and product; the main city’s for the rest', () => {
    for (const path of [
      '/',
      '/sale/',
      '/shops/',
      '/tag/x/',
      '/brands/makita/',
      '/catalog/dreli/',
      '/product/a/',
    ])
      expect(canonicalOrigin(path, city, main), path).toBe(city);
    for (const path of [
      '/product/a/reviews/',
      '/product/a/video/',
      '/promo-code/',
      '/promo/x/',
      '/catalog2/',
    ])
      expect(canonicalOrigin(path, city, main), path).toBe(main);
    expect(canonicalOrigin(`${city}/product/a/stores/`, city, main)).toBe(main);
  });
});
