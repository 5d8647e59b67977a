import type { Context } from 'hono';
import type { Db } from '../db/database';
import { photoBytes } from './review-queries';

/** `{id}-{token}.jpg` or `{id}-{token}-s.jpg` (the thumbnail). */
const NAME = /^(\d{1,9})-([0-9a-f]{24})(-s)?\.jpg$/;

/**
 * GET /images/review-photos/{id}-{token}[-s].jpg: a review photo as the store re-encoded it. The
 * token makes the URL unguessable, so a photo of a review still waiting is seen only by those given it.
 */
export function reviewPhotoHandler(db: Db) {
  return async (c: Context) => {
    const m = NAME.exec(c.req.param('file') ?? '');
    if (!m) return c.json({ code: 'not_found', errors: { common: 'Фотография не найдена' } }, 404);
    const [, id = '', token = '', thumb] = m;
    const bytes = await photoBytes(db, Number(id), token, thumb !== undefined);
    if (!bytes) return c.json({ code: 'not_found', errors: { common: 'Фотография не найдена' } }, 404);
    // A photo's bytes never change under its URL; a deleted one's URL is gone.
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'image/jpeg',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  };
}
