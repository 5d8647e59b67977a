import * as z from 'zod/mini';
import { emailField, phoneField, textField } from './account-fields';
import { type CallOutput, defineCalls } from './call';
import { breadcrumbSchema } from './entities/breadcrumb';
import { paginationSchema } from './entities/pagination';
import { pageMetaSchema } from './entities/seo';
import { intParam } from './params';

// The forms a shopper sends (§7.7, §2.9). Here now: the discharged goods (уценённые товары): their
// page, «показать ещё» and the request for one of them, which goes to the store by mail. Service and
// B2B requests, special price, write to us and call back land here with their attached files.

const CONSENT_RULE = 'Нужно согласие на обработку персональных данных';

/** Consent to the processing of personal data (152-ФЗ), Y or true; anything else, or none, is refused in Russian. */
const consentField = z
  .pipe(
    // A boolean travels in a form as `true`/`false` (the SDK's encoding), a checkbox's as Y.
    z.union([z.boolean(), z.enum(['Y', 'N', 'true', 'false'])], { error: CONSENT_RULE }),
    z.transform((v: boolean | 'Y' | 'N' | 'true' | 'false') => v === true || v === 'Y' || v === 'true'),
  )
  .check(z.refine((v) => v, CONSENT_RULE));

/** A discharged (marked-down) item: one physical unit sold cheaper for a stated reason. */
const dischargedItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** The catalogue product it is a unit of, or null for one no longer in the catalogue. */
  productUrl: z.nullable(z.string()),
  picture: z.string(),
  /** Why it is marked down: «Вскрыта упаковка», «Витринный образец»… */
  reason: z.string(),
  /** Its condition in a sentence. */
  condition: z.string(),
  /** Whole roubles now and new. */
  price: z.number(),
  oldPrice: z.number(),
  /** Where it can be seen and picked up. */
  city: z.string(),
  shop: z.string(),
});

/** A page of discharged goods. */
const dischargedListShape = { items: z.array(dischargedItemSchema), pagination: paginationSchema };

/** The discharged goods' list query: the page and the page size. */
const dischargedQuery = {
  page: z.optional(intParam(1, 10_000)),
  /** Items per page, 1..48 (default 12). */
  count: z.optional(intParam(1, 48)),
};

/** The forms calls. */
export const formsCalls = defineCalls({
  dischargedGoodsPage: {
    method: 'GET',
    path: '/pages/discharged-goods/',
    doc: 'The discharged goods page: marked-down units with their reasons, paged (§7.2, §2.1 /discharged-goods/).',
    input: z.object(dischargedQuery),
    output: z.object({
      meta: pageMetaSchema,
      breadcrumbs: z.array(breadcrumbSchema),
      ...dischargedListShape,
    }),
  },
  dischargedGoods: {
    method: 'GET',
    path: '/discharged-goods/',
    doc: 'More discharged goods, a page at a time («показать ещё», §7.2, §7.7).',
    input: z.object(dischargedQuery),
    output: z.object(dischargedListShape),
  },
  dischargedGoodsSend: {
    method: 'POST',
    path: '/discharged-goods/send/',
    doc: 'Asks the store about a discharged item, or for one: the message goes to the store by mail (§7.7). Needs consent to personal data processing (152-ФЗ).',
    input: z.object({
      name: textField(60, 'Введите имя'),
      phone: phoneField,
      email: z.optional(emailField),
      /** The discharged item asked about, if any. */
      itemId: z.optional(intParam(1, undefined, 'Выберите товар из списка')),
      message: textField(2000, 'Напишите, что вас интересует'),
      /** Consent to the processing of personal data (152-ФЗ): must be Y. */
      agreement: consentField,
    }),
    output: z.object({ sent: z.boolean() }),
  },
});

/** The discharged goods page's data. */
export type DischargedGoodsPageData = CallOutput<typeof formsCalls.dischargedGoodsPage>;
