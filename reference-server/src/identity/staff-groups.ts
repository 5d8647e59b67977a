/** The staff groups of spec §6: their accounts are never served by a demo surface. */
export const STAFF_GROUPS = ['content-managers', 'administrators', 'page-tags', 'operator'] as const;

/** Whether an account with these groups is staff. */
export function isStaff(groups: readonly string[]): boolean {
  return groups.some((group) => (STAFF_GROUPS as readonly string[]).includes(group));
}
