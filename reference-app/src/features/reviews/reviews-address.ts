/** What an address under `/otzyvy/` (§2.1) shows; null for one that leads nowhere. */
export type ReviewsAddress =
  | { kind: 'root' }
  | { kind: 'section'; path: string }
  | { kind: 'brand'; brand: string }
  | { kind: 'brandSection'; brand: string; path: string }
  | { kind: 'tag'; code: string }
  | { kind: 'brandTag'; code: string }
  | { kind: 'one'; id: number };

// Literal patterns, not `new RegExp`: the route's matcher sits in the shared entry, and only
// side-effect-free module code stays out of it. A tag code is words joined by single dashes; a brand
// a slug; a section path one to three codes, each with its slash.
const ONE = /^\/otzyvy\/review\/([1-9]\d{0,9})\/$/;
const TAG = /^\/otzyvy\/tag\/([a-z0-9]+(?:-[a-z0-9]+)*)\/$/;
const BRAND_TAG = /^\/otzyvy\/brands\/tag\/([a-z0-9]+(?:-[a-z0-9]+)*)\/$/;
const BRAND = /^\/otzyvy\/brands\/([a-z0-9][a-z0-9-]{0,99})\/((?:[a-z0-9-]+\/){1,3})?$/;
const SECTION = /^\/otzyvy\/((?:[a-z0-9-]+\/){1,3})$/;
const ROOTS = ['/otzyvy/', '/otzyvy/brands/', '/otzyvy/tag/', '/otzyvy/brands/tag/'];

/**
 * Reads an address under `/otzyvy/`: the root (also `/otzyvy/brands/`, `/otzyvy/tag/` and
 * `/otzyvy/brands/tag/` without a code: the root lists the brands and sections), a section path, a brand
 * and its section path, a catalogue tag, a brand tag, or one review (`/otzyvy/review/{id}/`, the
 * canonical `/pages/review` gives).
 */
export function reviewsAddress(pathname: string): ReviewsAddress | null {
  if (ROOTS.includes(pathname)) return { kind: 'root' };
  const one = ONE.exec(pathname);
  if (one) return { kind: 'one', id: Number(one[1]) };
  const tag = TAG.exec(pathname);
  if (tag) return { kind: 'tag', code: tag[1] ?? '' };
  const brandTag = BRAND_TAG.exec(pathname);
  if (brandTag) return { kind: 'brandTag', code: brandTag[1] ?? '' };
  const brand = BRAND.exec(pathname);
  if (brand) {
    const code = brand[1] ?? '';
    return brand[2]
      ? { kind: 'brandSection', brand: code, path: `/catalog/${brand[2]}` }
      : { kind: 'brand', brand: code };
  }
  // «review», «tag» and «brands» name these pages, never a section.
  const section = SECTION.exec(pathname);
  if (section && !/^(?:review|tag|brands)\//.test(section[1] ?? ''))
    return { kind: 'section', path: `/catalog/${section[1]}` };
  return null;
}
