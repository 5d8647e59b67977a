import { MOBILE_APP_PATH } from '@verstak/sdk/contract';
import type { Context } from 'hono';
import type { Db } from '../db/database';
import { publicOrigin } from '../http/public-origin';
import { drawPicture, hueOf } from './draw-picture';
import { brandRow, productPictureRow, sectionPictureRow, slideRow } from './picture-rows';
import { drawQrCode } from './qr-code';

/** Ids in picture names: an int4, at most nine digits (bigger ones name nothing, not a database error). */
const ID = /^\d{1,9}$/;

/** The picture of a product, section, brand or slide, or null when there is none of that name. */
async function drawnPicture(db: Db, kind: string, key: string, variant: number): Promise<string | null> {
  if (kind === 'products' && ID.test(key)) {
    const p = await productPictureRow(db, Number(key));
    return p
      ? drawPicture(hueOf(p.top_id), p.short_title, p.title.split(' ').slice(0, 3).join(' '), variant)
      : null;
  }
  if (kind === 'sections' && ID.test(key)) {
    const s = await sectionPictureRow(db, Number(key));
    return s ? drawPicture(hueOf(s.top_id), '', s.title) : null;
  }
  if (kind === 'brands') {
    const b = await brandRow(db, key);
    return drawPicture(
      b ? hueOf(b.id) : 30,
      b?.title ?? 'Верстак',
      b ? 'официальный дилер' : 'инструмент и техника',
    );
  }
  if (kind === 'slides' && ID.test(key)) {
    const s = await slideRow(db, Number(key));
    return s ? drawPicture(hueOf(s.id * 3), 'Верстак', s.name) : null;
  }
  return null;
}

/** GET /images/{kind}/{file}.svg: product, section, brand and slide pictures and the app's QR code, drawn locally. */
export function imageHandler(db: Db) {
  return async (c: Context) => {
    const kind = c.req.param('kind');
    const file = c.req.param('file') ?? '';
    const m = /^([a-z0-9-]+?)(?:-(\d))?\.svg$/.exec(file);
    if (!m) return c.json({ code: 'not_found', errors: { common: 'Unknown picture' } }, 404);
    const [, key = '', variant = '0'] = m;
    const svg = await drawnPicture(db, kind ?? '', key, Number(variant));
    if (kind === 'qr' && key === 'app' && variant === '0') {
      // The footer's QR code (§1): the store's own app page, on the host the shopper came to.
      const qr = drawQrCode(
        `${publicOrigin(c.req.raw)}${MOBILE_APP_PATH}`,
        'QR-код: мобильное приложение Верстак',
      );
      return c.body(qr, 200, {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=86400',
        Vary: 'Host, X-Forwarded-Host, X-Forwarded-Proto',
      });
    }
    if (svg === null) return c.json({ code: 'not_found', errors: { common: 'Unknown picture' } }, 404);
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    });
  };
}
