import { MOBILE_APP_PATH, PICTURE_WIDTHS } from '@verstak/sdk/contract';
import type { Context } from 'hono';
import type { Db } from '../db/database';
import { publicOrigin } from '../http/public-origin';
import { drawLogo } from './draw-logo';
import { drawBanner, drawPicture, hueOf } from './draw-picture';
import { drawProduct, drawSection } from './draw-product';
import {
  brandRow,
  productPictureRow,
  promoPictureRow,
  publicationPictureRow,
  sectionPictureRow,
  slideRow,
} from './picture-rows';
import { pictureVersion } from './picture-urls';
import { productKind } from './product-kind';
import { drawQrCode } from './qr-code';
import { rasterPicture } from './raster-picture';

/** Ids in picture names: an int4, at most nine digits (bigger ones name nothing, not a database error). */
const ID = /^\d{1,9}$/;

/** The caption under a publication's title on its picture, by kind. */
const PUBLICATION_CAPTIONS: Record<string, string> = {
  news: 'Новости магазина Верстак',
  article: 'Статьи и советы Верстака',
  video: 'Видео Верстака',
};

/** A drawn picture and the version its URL must carry to be kept for a year (null: never). */
interface Drawn {
  svg: string;
  version: string | null;
}

/** The picture of a product, section, brand, slide or promotion, or null when there is none of that name. */
async function drawnPicture(
  db: Db,
  kind: string,
  key: string,
  variant: number,
  mobile: boolean,
): Promise<Drawn | null> {
  if (kind === 'promos') {
    const p = await promoPictureRow(db, key);
    return p
      ? { svg: drawBanner(hueOf(p.id * 5), p.title, p.preview, mobile), version: pictureVersion.promos(p) }
      : null;
  }
  if (kind === 'publications' && ID.test(key)) {
    const p = await publicationPictureRow(db, Number(key));
    return p
      ? {
          svg: drawBanner(hueOf(p.id * 7), p.title, PUBLICATION_CAPTIONS[p.kind] ?? '', mobile),
          version: pictureVersion.publications(p),
        }
      : null;
  }
  if (kind === 'products' && ID.test(key)) {
    const p = await productPictureRow(db, Number(key));
    if (!p) return null;
    const drawing = {
      kind: productKind(p.section_title, p.title),
      brandCode: p.brand_code,
      brandId: p.brand_id,
      brandTitle: p.brand_title,
      article: p.article || p.short_title,
      title: p.title,
    };
    return { svg: drawProduct(drawing, variant), version: pictureVersion.products(p) };
  }
  if (kind === 'sections' && ID.test(key)) {
    const s = await sectionPictureRow(db, Number(key));
    if (!s) return null;
    // «Пилы», «Слесарный инструмент» name no kind themselves: their first leaf that does draws them.
    const kind = s.kind_titles.map((t) => productKind(t)).find((k) => k !== 'other') ?? 'other';
    return { svg: drawSection(kind, hueOf(s.top_id), s.title), version: pictureVersion.sections(s) };
  }
  if (kind === 'brands') {
    // An unknown brand (the store's own mark among them) gets the store's picture.
    const b = await brandRow(db, key);
    return b
      ? { svg: drawLogo(hueOf(b.id), b.title), version: pictureVersion.brands(b) }
      : { svg: drawPicture(30, 'Верстак', 'инструмент и техника'), version: null };
  }
  if (kind === 'slides' && ID.test(key)) {
    const s = await slideRow(db, Number(key));
    return s
      ? { svg: drawPicture(hueOf(s.id * 3), 'Верстак', s.name), version: pictureVersion.slides(s) }
      : null;
  }
  return null;
}

/**
 * GET /images/{kind}/{file}.svg: product, section, brand, slide, promotion and publication pictures and the app's
 * QR code, drawn locally; `/images/{kind}/{file}.webp?w={width}` the same pictures (not the QR code)
 * as WebP, at one of PICTURE_WIDTHS.
 */
export function imageHandler(db: Db) {
  return async (c: Context) => {
    const kind = c.req.param('kind');
    const file = c.req.param('file') ?? '';
    const m = /^([a-z0-9-]+?)(?:-(\d))?\.(svg|webp)$/.exec(file);
    if (!m) return c.json({ code: 'not_found', errors: { common: 'Unknown picture' } }, 404);
    const [, key = '', variant = '0', format] = m;
    const width = Number(c.req.query('w'));
    if (format === 'webp' && !(PICTURE_WIDTHS as readonly number[]).includes(width))
      return c.json(
        {
          code: 'not_found',
          errors: { common: `Unknown picture width: w is one of ${PICTURE_WIDTHS.join(', ')}` },
        },
        404,
      );
    const drawn = await drawnPicture(db, kind ?? '', key, Number(variant), c.req.query('mobile') === '1');
    if (kind === 'qr' && key === 'app' && variant === '0' && format === 'svg') {
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
    if (drawn === null) return c.json({ code: 'not_found', errors: { common: 'Unknown picture' } }, 404);
    // The URL of the current picture is versioned by what it is drawn from: keep it for a year. Any
    // other URL (an old version, none) may be revalidated soon.
    const current = drawn.version !== null && c.req.query('v') === drawn.version;
    const cacheControl = current ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
    if (format === 'webp')
      return c.body(new Uint8Array(await rasterPicture(drawn.svg, width)), 200, {
        'Content-Type': 'image/webp',
        'Cache-Control': cacheControl,
      });
    return c.body(drawn.svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': cacheControl,
    });
  };
}
