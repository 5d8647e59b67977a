// Kept apart from the orders' schemas, so the browser entry (and an app's checkout) can read them
// without zod.

/** Payment method codes (§9). */
export const PAY_SYSTEM_CODES = ['card', 'parts-halva', 'raiff-sbp', 'raiff-acquiring'] as const;

/**
 * The pay systems paid online through the provider (§9): an order with one of them can be paid from its
 * page. `card` is paid on receipt, to the courier or at the shop's till.
 */
export const ONLINE_PAY_SYSTEM_CODES: readonly (typeof PAY_SYSTEM_CODES)[number][] = [
  'parts-halva',
  'raiff-sbp',
  'raiff-acquiring',
];

/**
 * An order's status (§4.10: the concrete values are ours). `new` until a manager confirms it;
 * `cancelled` and `done` are final (`isFinished`).
 */
export const ORDER_STATUSES = [
  'new',
  'confirmed',
  'assembling',
  'ready',
  'delivering',
  'done',
  'cancelled',
] as const;

/** The orders list's status filter: every order, the unfinished ones, or one status. */
export const ORDER_LIST_FILTERS = ['all', 'active', ...ORDER_STATUSES] as const;

/** The most requisites files one order takes, and the largest (§7.5 requisitesFiles[]). */
export const REQUISITES_FILES_LIMIT = 5;
export const REQUISITES_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** The kinds of requisites file taken: PDF, pictures, Word and Excel documents. */
export const REQUISITES_FILE_TYPES = ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx', 'xls', 'xlsx'] as const;
