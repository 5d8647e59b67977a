import { PICTURE_WIDTHS } from '@verstak/sdk';

/** An `<img>`'s sources: `src`, and for the store's own drawn pictures WebP widths and their `sizes`. */
export interface PictureSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** The `sizes` of each place a drawn picture is shown (its CSS width; the phone's below 569 px). */
export const PICTURE_SIZES = {
  card: '(max-width:568px) 50vw, 280px',
  slide: '(max-width:568px) 44vw, 320px',
  tile: '(max-width:568px) 72px, 120px',
  brand: '96px',
} as const;

/**
 * The store's drawn pictures, versioned (reference-server's picture route: products, sections,
 * brands, slides, promotions; the QR code is never passed here); any other URL is left as it is.
 */
const DRAWN = /^(\/images\/[a-z]+\/[a-z0-9-]+)\.svg\?(v=[^#&]+)$/;

/**
 * The sources of a picture shown at `sizes` (the `<img sizes>` of its place, a product card's by
 * default): the store's drawn SVG
 * pictures as WebP at PICTURE_WIDTHS. Each SVG in a page is a document of its own that the browser
 * lays out and paints on the main thread — on home, 50 of them were most of the long tasks while the
 * page streamed in (issue 16) — while a raster picture is decoded off it.
 */
export function pictureSources(url: string, sizes: string = PICTURE_SIZES.card): PictureSources {
  const drawn = DRAWN.exec(url);
  if (!drawn) return { src: url };
  const at = (width: number) => `${drawn[1]}.webp?${drawn[2]}&w=${width}`;
  return {
    src: at(400),
    srcSet: PICTURE_WIDTHS.map((width) => `${at(width)} ${width}w`).join(', '),
    sizes,
  };
}
