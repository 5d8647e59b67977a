import { warrantyTitle } from '@verstak/sdk/contract';
import type { Context } from 'hono';
import { formatPropertyValue, propertiesOf } from '../catalog/properties';
import type { Db } from '../db/database';
import { perDatabaseKeyed } from '../db/per-database';
import { type PdfLine, pdfDocument } from './pdf-document';

// A product's documents (§2.2 documents/): its manual and its certificate of conformity, drawn as
// PDFs from what the catalogue says of it, at /files/products/{id}/{manual|certificate}.pdf.

/** The documents every product has, by file name. */
export const PRODUCT_DOCUMENTS = {
  manual: 'Инструкция по эксплуатации',
  certificate: 'Декларация о соответствии ЕАЭС',
} as const;

/** A product document's name. */
export type ProductDocument = keyof typeof PRODUCT_DOCUMENTS;

/** The URL of a product's document. */
export const productDocumentUrl = (productId: number, document: ProductDocument) =>
  `/files/products/${productId}/${document}.pdf`;

interface DocumentRow {
  id: number;
  title: string;
  article: string;
  short_title: string;
  description: string;
  warranty_months: number;
  props: Record<string, string | number>;
  brand_title: string;
  brand_country: string;
}

const SAFETY: readonly string[] = [
  'Прочтите инструкцию до начала работы и сохраните её на весь срок службы изделия.',
  'Работайте в защитных очках и перчатках; не допускайте к изделию детей и посторонних.',
  'Перед обслуживанием, сменой оснастки и чисткой отключите питание (выньте вилку, снимите аккумулятор, заглушите двигатель).',
  'Не работайте в состоянии усталости, под действием лекарств или алкоголя.',
  'Храните изделие в сухом месте при температуре от -10 до +40 °C.',
];

/** The lines of a product's manual. */
async function manualLines(db: Db, row: DocumentRow): Promise<PdfLine[]> {
  const properties = await propertiesOf(db);
  const specification = Object.entries(row.props)
    .map(([code, value]) => ({ property: properties.get(code), value }))
    .filter((p) => p.property !== undefined)
    .map(({ property, value }) => `${property?.title}: ${formatPropertyValue(property as never, value)}`);
  return [
    { text: PRODUCT_DOCUMENTS.manual, size: 20, bold: true },
    { text: row.title, size: 13, bold: true, gap: 6 },
    { text: `Артикул: ${row.article} · Производитель: ${row.brand_title} (${row.brand_country})`, gap: 4 },
    { text: '1. Назначение', size: 13, bold: true, gap: 14 },
    // What the catalogue says the product is for: its description's first paragraph, as staff wrote it.
    { text: row.description.split('\n')[0]?.trim() ?? '' },
    { text: '2. Технические характеристики', size: 13, bold: true, gap: 14 },
    ...specification.map((text) => ({ text: `— ${text}` })),
    { text: '3. Меры безопасности', size: 13, bold: true, gap: 14 },
    ...SAFETY.map((text, i) => ({ text: `3.${i + 1}. ${text}` })),
    { text: '4. Гарантия', size: 13, bold: true, gap: 14 },
    {
      text: `Гарантия производителя — ${warrantyTitle(row.warranty_months)} со дня продажи. Гарантийный ремонт — в сервисном центре «Верстак» по чеку или номеру заказа.`,
    },
    {
      text: 'Документ сформирован демонстрационным магазином «Верстак» по данным каталога.',
      size: 8,
      gap: 18,
    },
  ];
}

/** The lines of a product's declaration of conformity; its number and dates follow from the product. */
function certificateLines(row: DocumentRow): PdfLine[] {
  const year = 2022 + (row.id % 4);
  const number = `ЕАЭС N RU Д-${row.brand_country === 'Россия' ? 'RU' : 'CN'}.РА01.В.${String(10_000 + ((row.id * 7919) % 89_999)).padStart(5, '0')}/${String(year).slice(2)}`;
  return [
    { text: 'ЕВРАЗИЙСКИЙ ЭКОНОМИЧЕСКИЙ СОЮЗ', size: 12, bold: true },
    { text: 'ДЕКЛАРАЦИЯ О СООТВЕТСТВИИ', size: 18, bold: true, gap: 8 },
    { text: number, size: 12, gap: 6 },
    {
      text: `Заявитель: ООО «${row.brand_title} Рус», официальный представитель изготовителя в России.`,
      gap: 14,
    },
    { text: `Изготовитель: ${row.brand_title}, ${row.brand_country}.` },
    { text: `Продукция: ${row.title}, артикул ${row.article}. Серийный выпуск.`, gap: 8 },
    {
      text: 'Соответствует требованиям технических регламентов Таможенного союза ТР ТС 004/2011 «О безопасности низковольтного оборудования», ТР ТС 010/2011 «О безопасности машин и оборудования», ТР ТС 020/2011 «Электромагнитная совместимость технических средств».',
      gap: 8,
    },
    { text: `Дата регистрации: 15.03.${year}. Действительна по 14.03.${year + 5} включительно.`, gap: 8 },
    {
      text: 'Сведения о регистрации декларации — в едином реестре Росаккредитации. Копия предоставлена демонстрационным магазином «Верстак» для ознакомления.',
      size: 8,
      gap: 18,
    },
  ];
}

/**
 * GET /files/products/{id}/{manual|certificate}.pdf: a product's document, drawn on the fly, as a
 * download (the API's answers carry `default-src 'none'`, under which a browser may refuse to show
 * a PDF inline; a saved manual is what a shopper keeps anyway).
 */
export function productDocumentHandler(db: Db) {
  return async (c: Context) => {
    const id = c.req.param('id') ?? '';
    const m = /^(manual|certificate)\.pdf$/.exec(c.req.param('file') ?? '');
    const missing = () => c.json({ code: 'not_found', errors: { common: 'Unknown document' } }, 404);
    if (!m || !/^\d{1,9}$/.test(id)) return missing();
    const document = m[1] as ProductDocument;
    const drawn = await drawnDocument(db, `${Number(id)}/${document}`);
    if (!drawn) return missing();
    return c.body(drawn.pdf as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${drawn.ascii}"; filename*=UTF-8''${encodeURIComponent(drawn.name)}`,
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    });
  };
}

/**
 * A product's document drawn once per catalogue generation (it says what the catalogue says), the
 * last 200 kept: drawing one with its embedded font takes tens of milliseconds of CPU, which a
 * crawler or an attacker asking for the same file again should not cost.
 */
const drawnDocument = perDatabaseKeyed(
  async (db: Db, key: `${number}/${ProductDocument}`) => {
    const [id, document] = key.split('/') as [string, ProductDocument];
    const [row] = await db.query<DocumentRow>(
      `SELECT p.id, p.title, p.article, p.short_title, p.description, p.warranty_months, p.props,
         b.title AS brand_title, b.country AS brand_country
       FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.id = $1`,
      [Number(id)],
    );
    if (!row) return null;
    if (!row.article) row.article = row.short_title;
    const pdf = await pdfDocument(
      `${PRODUCT_DOCUMENTS[document]}: ${row.title}`,
      document === 'manual' ? await manualLines(db, row) : certificateLines(row),
    );
    return {
      pdf,
      ascii: `${document}-${row.article.replace(/[^A-Za-z0-9.-]+/g, '_') || row.id}.pdf`,
      name: `${PRODUCT_DOCUMENTS[document]} ${row.article}.pdf`,
    };
  },
  { maxKeys: 200 },
);
