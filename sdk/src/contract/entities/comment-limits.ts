// The limits of a comment under an article (§7.7), kept apart from the schemas so the storefront's
// form reads them without loading zod.

/** Most characters of a comment's text. */
export const COMMENT_TEXT_MAX = 2000;
/** Most characters of a comment author's name. */
export const COMMENT_NAME_MAX = 60;
