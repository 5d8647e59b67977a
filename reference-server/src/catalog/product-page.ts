import { type catalogCalls, formatPrice, pickupPromise } from '@verstak/sdk/contract';
import { recordView } from '../account/viewed-products';
import type { Handler } from '../context/define-handlers';
import { PRODUCT_DOCUMENTS, type ProductDocument, productDocumentUrl } from '../documents/product-documents';
import { HttpError, NOT_FOUND_MESSAGE } from '../http/http-error';
import { productPictureUrl } from '../images/picture-urls';
import { pageMeta, STORE_NAME } from '../page-calls/page-meta';
import { productReviewRows } from '../reviews/review-queries';
import { toCards } from './product-cards';
import { productRowByCode, stockInCity } from './product-queries';
import { formatPropertyValue, propertiesOf } from './properties';
import { catalogBreadcrumbs, sectionRowsOf } from './sections';

/** The pickup day and its text for goods on a shop's shelf at `now`. */
function pickupOf(schedule: string, now: number) {
  const promise = pickupPromise(schedule, now);
  return promise ? { date: promise.date, text: promise.text } : null;
}

/** How many published reviews the product page names in its structured data, and how much of each text. */
const REVIEWS_IN_BRIEF = 3;
const REVIEW_TEXT_IN_BRIEF = 200;

/** The beginning of `text`, cut at a word within `max` characters and ended with «…» when cut. */
function inBrief(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** The product page (§7.2, §2.2): the card, its description, pictures, properties and stock by shop. */
export const productPage: Handler<typeof catalogCalls.product> = async ({ code }, ctx) => {
  const row = await productRowByCode(ctx.db, code, ctx.city.id);
  if (!row) throw new HttpError(404, 'product_not_found', { common: NOT_FOUND_MESSAGE });
  // A logged-in shopper's view goes to their history (§2.3 history/), alongside the page's reads.
  const userId = ctx.session?.role === 'authorized' ? ctx.session.userId : null;
  const [properties, [card], stock, all, reviews] = await Promise.all([
    propertiesOf(ctx.db),
    toCards(ctx.db, [row], 1, ctx.clock.now()),
    stockInCity(ctx.db, row.id, ctx.city.id),
    sectionRowsOf(ctx.db),
    productReviewRows(ctx.db, row.id, {
      sort: 'useful',
      withPhotos: false,
      page: 1,
      perPage: REVIEWS_IN_BRIEF,
    }),
    userId === null ? null : recordView(ctx.db, userId, row.id, ctx.clock.now()),
  ]);
  if (!card) throw new Error('A product card could not be built');
  const section = all.find((s) => s.id === row.section_id) ?? null;
  const specification = [...properties.values()]
    .filter((p) => row.props[p.code] !== undefined)
    .map((p) => ({ code: p.code, title: p.title, value: formatPropertyValue(p, row.props[p.code]) }));
  return {
    meta: pageMeta({
      title: `${row.title} — купить ${ctx.city.name_pr}, цена ${formatPrice(row.price)} | ${STORE_NAME}`,
      description: `${row.title} по цене ${formatPrice(row.price)}: характеристики, наличие в магазинах, доставка ${ctx.city.name_pr}.`,
      canonical: card.url,
      image: card.previewPicture,
    }),
    breadcrumbs: catalogBreadcrumbs(all, section, { title: row.title, url: card.url }),
    product: {
      ...card,
      article: row.article || row.short_title,
      documents: (Object.keys(PRODUCT_DOCUMENTS) as ProductDocument[]).map((document) => ({
        title: PRODUCT_DOCUMENTS[document],
        url: productDocumentUrl(row.id, document),
      })),
      description: row.description.split('\n'),
      pictures: [1, 2, 3].map((n) => productPictureUrl(row, n)),
      properties: [
        { code: 'brand', title: 'Производитель', value: card.manufacturer.title },
        ...specification.filter((s) => s.code !== 'brand'),
      ],
      warrantyMonths: row.warranty_months,
      stock: stock.map((s) => ({
        shopId: s.shop_id,
        shopName: s.name,
        shopUrl: `/shops/${s.code}/`,
        address: s.address,
        quantity: s.quantity,
        schedule: s.schedule,
        phones: s.phones,
        pickup: s.quantity > 0 ? pickupOf(s.schedule, ctx.clock.now()) : null,
      })),
      stockTotal: stock.reduce((n, s) => n + s.quantity, 0),
    },
    topReviews: reviews.rows.map((r) => ({
      author: r.author || 'Покупатель',
      rating: r.rating,
      text: inBrief(r.text, REVIEW_TEXT_IN_BRIEF),
      created: r.created,
    })),
  };
};
