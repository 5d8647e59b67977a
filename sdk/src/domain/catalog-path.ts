// The one home of the catalogue URL rules (§5) that the app, the CLI and the API share: which paths
// are sections, and where a path's filter conditions start.

/** A catalogue section path: `/catalog/` and one to three slugs, each followed by a slash. */
export const SECTION_PATH_PATTERN = /^\/catalog\/([a-z0-9-]+\/){1,3}$/;

/** Whether a path names a catalogue section (`/catalog/elektroinstrument/dreli/`), filter not included. */
export function isSectionPath(path: string): boolean {
  return SECTION_PATH_PATTERN.test(path);
}

/** A catalogue path split into its section and its filter conditions. */
export interface CatalogPathParts {
  /** The path up to `/filter/`, its trailing slash kept: `/catalog/a/b/`. */
  sectionPath: string;
  /** The conditions between `/filter/` and `/apply/` (`brand-is-makita/price-to-5000`), or `''`. */
  filter: string;
}

const FILTER_MARK = '/filter/';
const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:\/\//i;

/** The path of a full URL, or the input itself (without query and hash) when it is not one. */
function pathOf(input: string): string {
  if (ABSOLUTE_URL.test(input)) {
    try {
      return new URL(input).pathname;
    } catch {
      // Not a URL after all: it then fails as a path, with the input in the caller's message.
    }
  }
  return input.split(/[?#]/, 1)[0] as string;
}

/**
 * Splits a catalogue path, or a whole storefront URL, into the section and the §5 filter conditions:
 * `/catalog/a/filter/x-is-y/price-to-5/apply/` → `{ sectionPath: '/catalog/a/', filter: 'x-is-y/price-to-5' }`.
 * The section path is returned as written (check it with {@link isSectionPath}); the query and hash
 * are dropped. The conditions are not checked against any filter definition.
 */
export function splitCatalogPath(pathname: string): CatalogPathParts {
  const path = pathOf(pathname);
  const at = path.indexOf(FILTER_MARK);
  if (at === -1) return { sectionPath: path, filter: '' };
  const filter = path
    .slice(at + FILTER_MARK.length)
    .replace(/(^|\/)apply\/?$/, '')
    .replace(/\/+$/, '');
  return { sectionPath: path.slice(0, at + 1), filter };
}
