// Written by hand, not inferred from a schema: the item is recursive (its children are items).

/** A menu catalogue item (§3): three depths; level-3 items carry the column `group` (§2.6). */
export interface MenuCatalogItem {
  id: number;
  title: string;
  url: string;
  active: boolean;
  /** Column heading of a level-3 item; '-' means no heading is shown. */
  group: string;
  children: MenuCatalogItem[];
}
