import type { ProductCard } from '@verstak/sdk';

/** The fields of a product card the storefront reads: the card, its quick view, toggles, basket button and analytics. */
type ShownCard = Pick<
  ProductCard,
  | 'id'
  | 'url'
  | 'title'
  | 'previewPicture'
  | 'mostImportantParams'
  | 'isAvailable'
  | 'priceCurrent'
  | 'rating'
  | 'sectionUrl'
  | 'position'
  | 'deliveryShort'
> & {
  icons: Array<Pick<ProductCard['icons'][number], 'xmlId' | 'title'>>;
  section: Pick<ProductCard['section'], 'title'>;
  manufacturer: Pick<ProductCard['manufacturer'], 'title'>;
};

/** Every key of a product card: an object with any other key (a product page's product) is not one. */
const CARD_KEYS: ReadonlySet<string> = new Set<keyof ProductCard>([
  'id',
  'code',
  'isAvailable',
  'url',
  'title',
  'shortTitle',
  'previewPicture',
  'mostImportantParams',
  'isRecommended',
  'priceCurrent',
  'icons',
  'favourite',
  'rating',
  'section',
  'sectionUrl',
  'manufacturer',
  'position',
  'stereographic',
  'deliveryShort',
]);

/** The keys a card shows (what {@link cardAsShown} keeps). */
const SHOWN_KEYS = [
  'id',
  'url',
  'title',
  'previewPicture',
  'mostImportantParams',
  'isAvailable',
  'priceCurrent',
  'icons',
  'rating',
  'section',
  'sectionUrl',
  'manufacturer',
  'position',
  'deliveryShort',
] as const;

/** Whether `value` is a product card: every key of it is a card's, and it has every key a card shows. */
const isCard = (value: object): value is ProductCard =>
  Object.keys(value).every((key) => CARD_KEYS.has(key)) && SHOWN_KEYS.every((key) => key in value);

/**
 * What of an object the inline state carries (`serializeState`'s `project`): a product card goes with the fields a card
 * shows and nothing else (its code, short title, flags and ids no card reads are a third of it).
 * Only the inlined copy is trimmed; the server renders the whole card. A component that starts
 * reading another field of a card adds it here, or its first client render differs from the server's.
 */
export function cardAsShown(value: object): unknown {
  if (Array.isArray(value) || !isCard(value)) return value;
  const shown: ShownCard = {
    id: value.id,
    url: value.url,
    title: value.title,
    previewPicture: value.previewPicture,
    mostImportantParams: value.mostImportantParams,
    isAvailable: value.isAvailable,
    priceCurrent: value.priceCurrent,
    icons: value.icons.map(({ xmlId, title }) => ({ xmlId, title })),
    rating: value.rating,
    section: { title: value.section.title },
    sectionUrl: value.sectionUrl,
    manufacturer: { title: value.manufacturer.title },
    position: value.position,
    deliveryShort: value.deliveryShort,
  };
  return shown;
}
