// Business constants of spec §9 that the first slice uses; one name per constant.

/** Widest mobile viewport in px; desktop starts at 569 (§9). */
export const BREAKPOINT = 568;
/** Scroll past which the mobile header sticks (§4.8). */
export const STICKY_HEADER_MOBILE = 68;
/** Scroll past which the desktop header sticks (§4.8). */
export const STICKY_HEADER_DESKTOP = 94;
/** Popular categories the error page shows (§2.8). */
export const POPULAR_CATEGORIES_LIMIT = 8;
/** Highest count a header helper icon shows (§5). */
export const HELPER_COUNT_MAX = 99;
/** Items a shopper may keep in favourites, and in comparison (§9). */
export const FAVOURITES_LIMIT = 99;
export const COMPARE_LIMIT = 99;
/** Height of one top-level mega-menu row, px (§2.6). */
export const MENU_ITEM_HEIGHT = 32;
/** Rating defaults: points scale and icon count (§3). */
export const RATING_POINTS = 5;
export const RATING_ICONS = 5;
/** Pages shown on each side of the current one (§5). */
export const PAGINATION_AROUND = 1;
/** Lifetime of the compare, favourites, city and fingerprint cookies, s (§9). */
export const COOKIE_LIFETIME_SECONDS = 31_536_000;
/** First year of the footer's copyright range (§1). */
export const COPYRIGHT_FROM_YEAR = 2009;
/** The footer's QR code of the mobile app: its size in px and its error-correction level (§1, §9). */
export const QR_CODE_SIZE = 118;
export const QR_CODE_ERROR_CORRECTION = 'L';
/**
 * The widths (px) at which the store's drawn pictures (/images/{kind}/{name}.svg) also come as WebP
 * (`.webp?w=`): the storefront's lists show those, since each SVG picture costs the browser a document
 * of its own and is painted on the main thread (issue 16), while a raster one is decoded off it.
 */
export const PICTURE_WIDTHS = [120, 240, 400, 800] as const;
/** The page about the mobile app: the footer's store links and its QR code lead there (§1). */
export const MOBILE_APP_PATH = '/about/app/';
/** The group a B2B buyer's token and user carry (§3, §6). */
export const B2B_GROUP = 'b2b';
