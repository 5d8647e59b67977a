const FILTER_MARK = '/filter/';

/** Splits a catalogue path into the section and the §5 filter conditions: `/catalog/a/filter/x-is-y/apply/`. */
export function splitCatalogPath(pathname: string): { sectionPath: string; filter: string } {
  const at = pathname.indexOf(FILTER_MARK);
  if (at === -1) return { sectionPath: pathname, filter: '' };
  const conditions = pathname.slice(at + FILTER_MARK.length).replace(/\/?apply\/?$/, '');
  return { sectionPath: pathname.slice(0, at + 1), filter: conditions };
}
