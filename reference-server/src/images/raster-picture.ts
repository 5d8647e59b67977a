import sharp from 'sharp';

/** How many rasterised pictures a process keeps (a WebP of 400 px is ~10 KB: a few MB in all). */
const KEPT = 800;
/** Drawn picture and width → its WebP, the most recently used last (a Map keeps insertion order). */
const kept = new Map<string, Promise<Buffer>>();

/**
 * A drawn picture (SVG) as WebP, `width` px wide, its height in proportion. Drawn by libvips (sharp)
 * once per picture and width and kept, so a page of 24 cards costs the server no redrawing after the
 * first visit; the key is the SVG itself, so a changed picture is drawn anew. The text in a picture
 * is set in the server's fonts (fontconfig), the browser's differ a little: these are illustrations.
 */
export function rasterPicture(svg: string, width: number): Promise<Buffer> {
  const key = `${width}\n${svg}`;
  const found = kept.get(key);
  if (found) {
    kept.delete(key);
    kept.set(key, found);
    return found;
  }
  const viewBoxWidth = Number(/viewBox="[\d.]+ [\d.]+ ([\d.]+) /.exec(svg)?.[1] ?? width) || width;
  const drawn = sharp(Buffer.from(svg), { density: Math.max(1, (72 * width) / viewBoxWidth) })
    .resize({ width })
    .webp({ quality: 80 })
    .toBuffer();
  kept.set(key, drawn);
  // A failed drawing is not kept: the next request tries again.
  drawn.catch(() => kept.delete(key));
  if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
  return drawn;
}
