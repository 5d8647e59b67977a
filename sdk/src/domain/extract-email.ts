/** The first token of `text` with an @ in the middle (§5), or null. */
export function extractEmail(text: string | null | undefined): string | null {
  for (const token of (text ?? '').split(/[\s,;<>()"']+/)) {
    const at = token.indexOf('@');
    if (at > 0 && at < token.length - 1) return token;
  }
  return null;
}
