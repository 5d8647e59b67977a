import { STORE_IMAGE } from '../../app/head';

/**
 * The home page's structured data (issue 17): the store as an Organization, and the site as a
 * WebSite whose search box is /search/?q=. Addresses are made absolute by `absolute`.
 */
export function storeJsonLd(absolute: (path: string) => string): object[] {
  const home = absolute('/');
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Верстак',
      url: home,
      logo: absolute(STORE_IMAGE),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Верстак',
      url: home,
      inLanguage: 'ru-RU',
      potentialAction: {
        '@type': 'SearchAction',
        // Written out, not through URL: its braces must stay as they are.
        target: `${absolute('/search/')}?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
