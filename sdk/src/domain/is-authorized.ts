/** Anything other than `unauthorized` counts as authorized (§4.1). */
export function isAuthorized(role: string | null | undefined): boolean {
  return role !== undefined && role !== null && role !== 'unauthorized';
}
