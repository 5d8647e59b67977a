import type { ProductDetail } from '@verstak/sdk';
import { describe, expect, it } from 'vitest';
import { renderHeadTags } from '../../app/head';
import { productJsonLd } from './product-json-ld';

const origin = 'http://yaroslavl.localhost:3000';
const absolute = (path: string) => new URL(path, origin).href;

const product = {
  id: 7,
  code: 'drel-makita-hp1630',
  url: '/product/drel-makita-hp1630/',
  title: 'Дрель Makita HP1630',
  previewPicture: '/images/products/7.svg',
  pictures: ['/images/products/7-1.svg', '/images/products/7-2.svg'],
  description: ['Ударная дрель.', 'Мощность 710 Вт.'],
  manufacturer: { id: 1, title: 'Makita', code: 'makita' },
  priceCurrent: { current: 5490, old: 0, showOld: false },
  rating: { current: 4.5, scale: 5, count: { all: 12 } },
  isAvailable: true,
  stockTotal: 3,
} as unknown as ProductDetail;

const review = { author: 'Иван П.', rating: 5, text: 'Отличная дрель', created: '2026-10-01T09:30:00Z' };

describe('the product structured data (issue 17)', () => {
  it('names the product, its article code, brand, pictures and an offer in roubles from stock', () => {
    expect(productJsonLd(product, [review], absolute)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Дрель Makita HP1630',
      sku: 'drel-makita-hp1630',
      url: `${origin}/product/drel-makita-hp1630/`,
      image: [`${origin}/images/products/7-1.svg`, `${origin}/images/products/7-2.svg`],
      description: 'Ударная дрель.\nМощность 710 Вт.',
      brand: { '@type': 'Brand', name: 'Makita' },
      offers: {
        '@type': 'Offer',
        url: `${origin}/product/drel-makita-hp1630/`,
        price: 5490,
        priceCurrency: 'RUB',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        bestRating: 5,
        worstRating: 1,
        reviewCount: 12,
      },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Иван П.' },
          datePublished: '2026-10-01',
          reviewBody: 'Отличная дрель',
          reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        },
      ],
    });
  });

  it('says out of stock without stock, and states no rating or reviews a product does not have', () => {
    const none = {
      ...product,
      isAvailable: false,
      stockTotal: 0,
      rating: { current: 0, scale: 5, count: { all: 0 } },
    };
    const ld = productJsonLd(none, [], absolute) as Record<string, unknown>;
    expect(ld.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('review');
  });

  it('cannot close its script, whatever a product name or a review says', () => {
    const evil = { ...product, title: 'Дрель </script><script>alert(1)</script>' };
    const html = renderHeadTags(
      {
        title: evil.title,
        description: '',
        canonical: evil.url,
        robots: 'index, follow',
        breadcrumbs: [],
        structuredData: (abs) => [productJsonLd(evil, [{ ...review, text: '<!-- </SCRIPT> \u2028' }], abs)],
      },
      origin,
    );
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/gi)];
    expect(scripts).toHaveLength(1);
    expect(html.match(/<\/script>/gi)).toHaveLength(1);
    expect(html).not.toContain('<script>');
    const parsed = JSON.parse(scripts[0]?.[1] ?? '') as {
      name: string;
      review: Array<{ reviewBody: string }>;
    };
    expect(parsed.name).toBe(evil.title);
    expect(parsed.review[0]?.reviewBody).toBe('<!-- </SCRIPT> \u2028');
  });
});
