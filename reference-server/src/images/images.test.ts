import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../create-api';
import type { Db } from '../db/database';
import { seededDatabase } from '../testing/seeded-database';

describe('pictures: versioned URLs, kept for a year', () => {
  let db: Db;
  let api: ReturnType<typeof createApi>;
  const fetchApi = (path: string) => api.fetch(new Request(`http://api.test${path}`));
  const firstCard = async () => {
    const body = (await (await fetchApi('/api/v4/catalog/products?ids=1')).json()) as {
      data: { items: Array<{ previewPicture: string }> };
    };
    return body.data.items[0]?.previewPicture ?? '';
  };

  beforeAll(async () => {
    db = await seededDatabase(20);
    api = createApi({ db });
  });
  afterAll(() => db.close());

  it('answers the current URL as immutable for a year, any other version for five minutes', async () => {
    const url = await firstCard();
    expect(url).toMatch(/^\/images\/products\/1\.svg\?v=[0-9a-z]+$/);
    const current = await fetchApi(url);
    expect(current.status).toBe(200);
    expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetchApi('/images/products/1.svg?v=old')).headers.get('cache-control')).toBe(
      'public, max-age=300',
    );
    expect((await fetchApi('/images/products/1.svg')).headers.get('cache-control')).toBe(
      'public, max-age=300',
    );
  });

  it('gives a picture a new URL when what it is drawn from changes', async () => {
    const before = await firstCard();
    await db.query("UPDATE products SET title = title || ' (новинка)' WHERE id = 1");
    const after = await firstCard();
    expect(after).not.toBe(before);
    expect((await fetchApi(after)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetchApi(before)).headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('draws each section as the kind of product it holds: saws, generators and mowers are not all a drill', async () => {
    const sections = await db.query<{ id: number; title: string }>(
      'SELECT id, title FROM sections WHERE depth <= 2 ORDER BY id',
    );
    /** The drawing of a section's picture without its tint: the shapes it is made of. */
    const shapeOf = async (id: number) => {
      const svg = await (await fetchApi(`/images/sections/${id}.svg`)).text();
      return [...svg.matchAll(/<(?:path|rect|circle|ellipse)[^>]*?(?: d="([^"]+)"| x="([^"]+)")/g)]
        .map((m) => m[1] ?? m[2])
        .join(' ');
    };
    const shapes = new Map<string, string[]>();
    for (const s of sections) {
      const shape = await shapeOf(s.id);
      shapes.set(shape, [...(shapes.get(shape) ?? []), s.title]);
    }
    // Sections of different kinds look different: no drawing stands for more than a few of them.
    expect(sections.length).toBeGreaterThan(10);
    expect(shapes.size).toBeGreaterThan(sections.length / 2);
    const byTitle = async (title: string) => shapeOf(sections.find((s) => s.title === title)?.id ?? 0);
    expect(await byTitle('Генераторы')).not.toBe(await byTitle('Газонокосилки'));
    expect(await byTitle('Пилы')).not.toBe(await byTitle('Дрели и шуруповёрты'));
  });

  it('draws the same picture as WebP at each listed width, versioned like the SVG', async () => {
    const url = await firstCard();
    const webp = url.replace('.svg?', '.webp?');
    for (const width of [120, 240, 400, 800]) {
      const answer = await fetchApi(`${webp}&w=${width}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/webp');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width]);
    }
    // A brand's logo keeps its proportions (400 × 200).
    const logo = await sharp(
      Buffer.from(await (await fetchApi('/images/brands/makita.webp?w=240')).arrayBuffer()),
    ).metadata();
    expect([logo.width, logo.height]).toEqual([240, 120]);
    expect((await fetchApi('/images/products/1.webp?v=old&w=400')).headers.get('cache-control')).toBe(
      'public, max-age=300',
    );
  });

  it('refuses a width it does not draw, and has no WebP of the QR code or of an unknown picture', async () => {
    for (const path of [
      '/images/products/1.webp',
      '/images/products/1.webp?w=401',
      '/images/products/1.webp?w=1e9',
      '/images/products/1.webp?w=-400',
      '/images/products/1.webp?w=400.5',
      '/images/qr/app.webp?w=120',
      '/images/products/999999999.webp?w=120',
      '/images/products/1.png?w=120',
    ]) {
      const answer = await fetchApi(path);
      expect(answer.status, path).toBe(404);
      expect(((await answer.json()) as { code: string }).code, path).toBe('not_found');
    }
  });

  it('answers twenty requests for one picture at once, all alike', async () => {
    const url = `${(await firstCard()).replace('.svg?', '.webp?')}&w=240`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetchApi(url)));
    const bodies = await Promise.all(answers.map(async (a) => Buffer.from(await a.arrayBuffer())));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(new Set(bodies.map((b) => b.toString('base64'))).size).toBe(1);
  });
});
