import { MOBILE_APP_PATH } from '@verstak/sdk/contract';
import type { Context } from 'hono';
import type { Db } from '../db/database';
import { publicOrigin } from './public-origin';
import { drawQrCode } from './qr-code';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits a title into lines of at most `width` characters, at most `max` lines. */
function lines(text: string, width: number, max: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out.length > max ? [...out.slice(0, max - 1), `${out[max - 1]}…`] : out;
}

/** A picture drawn from a hue, a headline and a caption: a tool-like glyph over a tinted card. */
export function drawPicture(hue: number, headline: string, caption: string, variant = 0): string {
  const text = lines(caption, 22, 3)
    .map(
      (l, i) =>
        `<text x="200" y="${318 + i * 24}" font-size="19" text-anchor="middle" fill="#333">${escapeXml(l)}</text>`,
    )
    .join('');
  const shift = variant * 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(caption)}">
<rect width="400" height="400" fill="hsl(${hue} 45% 95%)"/>
<rect x="${90 + shift}" y="90" width="${150 - shift}" height="70" rx="14" fill="hsl(${hue} 70% 45%)"/>
<rect x="${215 - shift / 2}" y="110" width="80" height="30" rx="6" fill="#444"/>
<rect x="${140 + shift / 2}" y="150" width="46" height="110" rx="10" fill="hsl(${hue} 60% 30%)"/>
<circle cx="${300 - shift / 3}" cy="125" r="9" fill="#999"/>
<text x="200" y="292" font-size="24" font-weight="700" text-anchor="middle" fill="hsl(${hue} 70% 30%)">${escapeXml(headline)}</text>
${text}
</svg>`;
}

const hueOf = (id: number) => (id * 47) % 360;

/** GET /images/{kind}/{file}.svg: product, section, brand and slide pictures and the app's QR code, drawn locally. */
export function imageHandler(db: Db) {
  return async (c: Context) => {
    const kind = c.req.param('kind');
    const file = c.req.param('file') ?? '';
    const m = /^([a-z0-9-]+?)(?:-(\d))?\.svg$/.exec(file);
    if (!m) return c.json({ code: 'not_found', errors: { common: 'Unknown picture' } }, 404);
    const [, key = '', variant = '0'] = m;
    let svg: string | null = null;
    if (kind === 'products' && /^\d+$/.test(key)) {
      const [p] = await db.query<{ top_id: number; short_title: string; title: string }>(
        'SELECT top_id, short_title, title FROM products WHERE id = $1',
        [Number(key)],
      );
      if (p)
        svg = drawPicture(
          hueOf(p.top_id),
          p.short_title,
          p.title.split(' ').slice(0, 3).join(' '),
          Number(variant),
        );
    } else if (kind === 'sections' && /^\d+$/.test(key)) {
      const [s] = await db.query<{ top_id: number; title: string }>(
        'SELECT top_id, title FROM sections WHERE id = $1',
        [Number(key)],
      );
      if (s) svg = drawPicture(hueOf(s.top_id), '', s.title);
    } else if (kind === 'brands') {
      const [b] = await db.query<{ id: number; title: string }>(
        'SELECT id, title FROM brands WHERE code = $1',
        [key],
      );
      svg = drawPicture(
        b ? hueOf(b.id) : 30,
        b?.title ?? 'Верстак',
        b ? 'официальный дилер' : 'инструмент и техника',
      );
    } else if (kind === 'slides' && /^\d+$/.test(key)) {
      const [s] = await db.query<{ id: number; name: string }>('SELECT id, name FROM slides WHERE id = $1', [
        Number(key),
      ]);
      if (s) svg = drawPicture(hueOf(s.id * 3), 'Верстак', s.name);
    }
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
