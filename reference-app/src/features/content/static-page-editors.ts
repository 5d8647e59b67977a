/** The staff groups that edit static pages (§6); administrators pass every staff check. Mirrors the contract's access. */
export const STATIC_PAGE_EDITOR_GROUPS: readonly string[] = ['content-managers', 'administrators'];

/** Whether a user with `groups` may edit the static pages. */
export function canEditStaticPages(groups: readonly string[]): boolean {
  return groups.some((g) => STATIC_PAGE_EDITOR_GROUPS.includes(g));
}
