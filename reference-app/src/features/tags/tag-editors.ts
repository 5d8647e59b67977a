/** The staff groups that edit tags (§6); administrators pass every staff check. Mirrors the contract's access. */
export const TAG_EDITOR_GROUPS: readonly string[] = ['page-tags', 'content-managers', 'administrators'];

/** Whether a user with `groups` may edit tags. */
export function canEditTags(groups: readonly string[]): boolean {
  return groups.some((g) => TAG_EDITOR_GROUPS.includes(g));
}
