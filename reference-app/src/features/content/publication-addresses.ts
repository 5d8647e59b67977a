import type { PublicationKind } from '@verstak/sdk';

/** The list address of each kind of publication (§2.1). */
export const PUBLICATION_BASES: Record<PublicationKind, string> = {
  news: '/about/novosti/',
  article: '/stati/',
  video: '/videos/',
};

const KIND_OF_BASE = new Map(
  Object.entries(PUBLICATION_BASES).map(([kind, base]) => [base, kind as PublicationKind]),
);

/** A publication's address: `/about/novosti/{code}/`, `/stati/{code}/`, `/videos/{code}/`. */
const ITEM_PATH = /^(\/about\/novosti\/|\/stati\/|\/videos\/)([a-z0-9][a-z0-9-]{0,99})\/$/;

/** The kind whose list `pathname` is, or null. */
export function listKindOf(pathname: string): PublicationKind | null {
  return KIND_OF_BASE.get(pathname) ?? null;
}

/** The kind and code of a publication's address, or null. */
export function itemOf(pathname: string): { kind: PublicationKind; code: string } | null {
  const found = ITEM_PATH.exec(pathname);
  const kind = found ? KIND_OF_BASE.get(found[1] ?? '') : undefined;
  return found && kind ? { kind, code: found[2] ?? '' } : null;
}
