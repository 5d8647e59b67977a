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
});
