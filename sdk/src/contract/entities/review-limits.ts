// The limits of review photos (§7.7 photo[]): plain constants, no schema, so a page can import them alone.

/** The most photos one review carries. */
export const REVIEW_PHOTOS_LIMIT = 10;
/** The largest photo taken, in bytes. */
export const REVIEW_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The most pixels a photo may have (width × height): more is refused before it is decoded. */
export const REVIEW_PHOTO_MAX_PIXELS = 40_000_000;
/** The longest side a stored photo keeps (larger ones are scaled down). */
export const REVIEW_PHOTO_MAX_SIDE = 1600;
/** Photo kinds taken, sniffed from the bytes (the name's extension is not believed). */
export const REVIEW_PHOTO_TYPES = ['jpeg', 'png', 'webp'] as const;
