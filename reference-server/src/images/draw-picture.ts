import { escapeMarkup } from '@verstak/sdk/contract';

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
        `<text x="200" y="${318 + i * 24}" font-size="19" text-anchor="middle" fill="#333">${escapeMarkup(l)}</text>`,
    )
    .join('');
  const shift = variant * 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${escapeMarkup(caption)}">
<rect width="400" height="400" fill="hsl(${hue} 45% 95%)"/>
<rect x="${90 + shift}" y="90" width="${150 - shift}" height="70" rx="14" fill="hsl(${hue} 70% 45%)"/>
<rect x="${215 - shift / 2}" y="110" width="80" height="30" rx="6" fill="#444"/>
<rect x="${140 + shift / 2}" y="150" width="46" height="110" rx="10" fill="hsl(${hue} 60% 30%)"/>
<circle cx="${300 - shift / 3}" cy="125" r="9" fill="#999"/>
<text x="200" y="292" font-size="24" font-weight="700" text-anchor="middle" fill="hsl(${hue} 70% 30%)">${escapeMarkup(headline)}</text>
${text}
</svg>`;
}

/** A stable hue of an id, so each section and brand keeps its tint. */
export const hueOf = (id: number) => (id * 47) % 360;

/**
 * A promotion's banner: its title over a tinted band with a stripe of tool glyphs; 1200×300 for
 * desktops, 600×400 for phones (the title then wraps over more lines).
 */
export function drawBanner(hue: number, title: string, caption: string, mobile: boolean): string {
  const width = mobile ? 600 : 1200;
  const height = mobile ? 400 : 300;
  const titleLines = lines(title, mobile ? 18 : 34, 3);
  const size = mobile ? 40 : 44;
  const top = mobile ? 96 : 88;
  const heading = titleLines
    .map(
      (l, i) =>
        `<text x="40" y="${top + i * 52}" font-size="${size}" font-weight="700" fill="#fff">${escapeMarkup(l)}</text>`,
    )
    .join('');
  const sub = lines(caption, mobile ? 36 : 60, 2)
    .map(
      (l, i) =>
        `<text x="40" y="${top + 16 + titleLines.length * 52 + i * 30}" font-size="24" fill="hsl(${hue} 80% 92%)">${escapeMarkup(l)}</text>`,
    )
    .join('');
  const glyphs = mobile
    ? ''
    : `<g opacity="0.9"><rect x="880" y="70" width="200" height="90" rx="18" fill="hsl(${hue} 70% 30%)"/><rect x="1040" y="95" width="110" height="40" rx="8" fill="#333"/><rect x="920" y="150" width="60" height="120" rx="12" fill="hsl(${hue} 60% 22%)"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeMarkup(title)}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif">
<rect width="${width}" height="${height}" fill="hsl(${hue} 65% 42%)"/>
<rect y="${height - 50}" width="${width}" height="50" fill="hsl(${hue} 65% 34%)"/>
${glyphs}${heading}${sub}
</svg>`;
}
