// Kept apart from the basket's schemas, so the browser entry's stores can read them without zod.

/** The most lines one basket holds. */
export const MAX_BASKET_LINES = 100;
/** The most units of one product a line holds. */
export const MAX_LINE_QUANTITY = 999;
