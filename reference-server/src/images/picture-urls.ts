import { RELEASE_VERSION } from '@verstak/sdk/contract';

// A picture's URL carries a digest of everything it is drawn from (and of the release, whose drawing
// code may change), so a browser may keep it for a year: a catalogue write that changes the picture
// changes its URL. The picture route checks the digest before it answers as immutable.

/** FNV-1a over the parts, in base 36: short and stable; collisions only cost a stale picture. */
function digest(parts: ReadonlyArray<string | number>): string {
  let hash = 0x811c9dc5;
  for (const char of [RELEASE_VERSION, ...parts].join('\u0001')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** What a product's pictures are drawn from. */
export interface ProductPictureSubject {
  id: number;
  top_id: number;
  short_title: string;
  title: string;
}
/** What a section's picture is drawn from. */
export interface SectionPictureSubject {
  id: number;
  top_id: number;
  title: string;
}
/** What a brand's picture is drawn from. */
export interface BrandPictureSubject {
  id: number;
  code: string;
  title: string;
}
/** What a slide's picture is drawn from. */
export interface SlidePictureSubject {
  id: number;
  name: string;
}

/** What a promotion's banner is drawn from. */
export interface PromoPictureSubject {
  id: number;
  code: string;
  title: string;
  preview: string;
}

/** What a publication's picture (news, an article, a video) is drawn from. */
export interface PublicationPictureSubject {
  id: number;
  kind: string;
  title: string;
}

/** The version of each kind of picture, from its subject. */
export const pictureVersion = {
  // «kinds»: each kind of product has its own drawing now; a new version, so no browser keeps the old one.
  products: (p: ProductPictureSubject) => digest([p.id, p.top_id, p.short_title, p.title, 'kinds']),
  // «kind»: the kind of product it holds replaced one tool glyph for all; a new version, so no browser keeps the old one.
  sections: (s: SectionPictureSubject) => digest([s.id, s.top_id, s.title, 'kind']),
  // «logo»: the wordmark replaced the tool drawing; a new version, so no browser keeps the old one.
  brands: (b: BrandPictureSubject) => digest([b.id, b.code, b.title, 'logo']),
  slides: (s: SlidePictureSubject) => digest([s.id, s.name]),
  promos: (p: PromoPictureSubject) => digest([p.id, p.code, p.title, p.preview]),
  publications: (p: PublicationPictureSubject) => digest([p.id, p.kind, p.title]),
};

/** A product's picture: the card's (no variant) or one of the product page's (1..3). */
export function productPictureUrl(p: ProductPictureSubject, variant?: number): string {
  return `/images/products/${p.id}${variant ? `-${variant}` : ''}.svg?v=${pictureVersion.products(p)}`;
}

/** A section's picture. */
export function sectionPictureUrl(s: SectionPictureSubject): string {
  return `/images/sections/${s.id}.svg?v=${pictureVersion.sections(s)}`;
}

/** A brand's picture. */
export function brandPictureUrl(b: BrandPictureSubject): string {
  return `/images/brands/${b.code}.svg?v=${pictureVersion.brands(b)}`;
}

/** A slide's picture, for desktops or phones. */
export function slidePictureUrl(s: SlidePictureSubject, mobile = false): string {
  return `/images/slides/${s.id}.svg?v=${pictureVersion.slides(s)}${mobile ? '&mobile=1' : ''}`;
}

/** A promotion's banner, wide for desktops or squarer for phones. */
export function promoPictureUrl(p: PromoPictureSubject, mobile = false): string {
  return `/images/promos/${p.code}.svg?v=${pictureVersion.promos(p)}${mobile ? '&mobile=1' : ''}`;
}

/** A publication's picture: the card's (squarer, `mobile`) or the page's wide one. */
export function publicationPictureUrl(p: PublicationPictureSubject, mobile = false): string {
  return `/images/publications/${p.id}.svg?v=${pictureVersion.publications(p)}${mobile ? '&mobile=1' : ''}`;
}
