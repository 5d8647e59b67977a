import { formatPrice, type getProductPage } from '@verstak/sdk/contract';
import { HttpError, NOT_FOUND_MESSAGE } from '../http-error';
import { pageMeta, STORE_NAME } from '../page-meta';
import { type CardRow, cardColumns, toCards } from '../product-cards';
import { formatPropertyValue, propertiesOf } from '../properties';
import type { Handler } from '../route';
import { catalogBreadcrumbs, sectionRowsOf } from '../sections';

/** GET /pages/catalog/product/{code}: the product with its description, specification and stock in the city. */
export const productPage: Handler<typeof getProductPage> = async ({ code }, ctx) => {
  const [row] = await ctx.db.query<CardRow & { description: string; warranty_months: number }>(
    `SELECT ${cardColumns('$2')}, p.description, p.warranty_months FROM products p WHERE p.code = $1`,
    [code, ctx.city.id],
  );
  if (!row) throw new HttpError(404, 'product_not_found', { common: NOT_FOUND_MESSAGE });
  const properties = await propertiesOf(ctx.db);
  const [card] = await toCards(ctx.db, [row]);
  if (!card) throw new Error('A product card could not be built');
  const stock = await ctx.db.query<{ shop_id: number; name: string; address: string; quantity: number }>(
    `SELECT sh.id AS shop_id, sh.name, sh.address, coalesce(st.quantity, 0)::int AS quantity
     FROM shops sh LEFT JOIN stock st ON st.shop_id = sh.id AND st.product_id = $1 WHERE sh.city_id = $2 ORDER BY sh.id`,
    [row.id, ctx.city.id],
  );
  const all = await sectionRowsOf(ctx.db);
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
      description: row.description.split('\n'),
      pictures: [1, 2, 3].map((n) => `/images/products/${row.id}-${n}.svg`),
      properties: [
        { code: 'brand', title: 'Производитель', value: card.manufacturer.title },
        ...specification.filter((s) => s.code !== 'brand'),
      ],
      warrantyMonths: row.warranty_months,
      stock: stock.map((s) => ({
        shopId: s.shop_id,
        shopName: s.name,
        address: s.address,
        quantity: s.quantity,
      })),
      stockTotal: stock.reduce((n, s) => n + s.quantity, 0),
    },
  };
};
