import * as z from 'zod/mini';
import { emailField, innField, phoneField, textField } from './account-fields';
import { type CallOutput, defineCalls } from './call';
import { breadcrumbSchema } from './entities/breadcrumb';
import { consentField } from './entities/consent';
import {
  FORM_FILE_MAX_BYTES,
  FORM_FILE_TYPES,
  FORM_FILES_LIMIT,
  WRITE_US_TOPICS,
} from './entities/form-limits';
import { paginationSchema } from './entities/pagination';
import { pageMetaSchema } from './entities/seo';
import { fileField } from './orders';
import { asParam, idListParam, intParam } from './params';

// The forms a shopper sends (§7.7, §2.9). Here now: the discharged goods (уценённые товары): their
// page, «показать ещё» and the request for one of them, which goes to the store by mail; «Написать
// нам», the call back, a special price for a product and a service request from a business, each
// delivered to the store's mailbox with a copy to the sender; and the files a shopper attaches to them,
// uploaded first (tied to the visitor who uploaded them) and named by id in the request.

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

/** What a form's send answers. */
const sentOutput = z.object({ sent: z.boolean() });

/** The most ids `deleteFileList` takes at once. */
const FORM_FILES_WAITING_LIMIT_IDS = 20;

const FILE_ID_RULE = 'Файл не найден: загрузите его ещё раз';

/** Files uploaded before (`uploadFiles`), by id (a list, or ids joined by commas): at most {@link FORM_FILES_LIMIT}. */
const fileIdsField = asParam<number[], number[]>(
  z.pipe(
    z.union([z.array(z.union([z.number(), z.string()])), z.string()], { error: FILE_ID_RULE }),
    z.pipe(
      z.transform((v: Array<number | string> | string) =>
        (typeof v === 'string' ? v.split(',') : v).map((x) => String(x).trim()).filter((x) => x !== ''),
      ),
      z.pipe(
        z.array(z.string()).check(
          // Checked as a whole, so the error is the field's (`fileIds`), not an element's (`fileIds.0`).
          z.refine((ids) => ids.every((id) => /^[1-9]\d{0,8}$/.test(id)), FILE_ID_RULE),
          z.maxLength(FORM_FILES_LIMIT, `Не больше ${FORM_FILES_LIMIT} файлов к одному обращению`),
        ),
        z.transform((ids: string[]) => ids.map(Number)),
      ),
    ),
  ),
);

/** An uploaded file as its owner sees it. */
export const formFileSchema = z.object({
  id: z.number(),
  /** The name as uploaded, cleaned of folders and control characters. */
  name: z.string(),
  /** Bytes as stored (a photo is re-encoded, so usually smaller than sent). */
  size: z.number(),
  /** The kind read from the bytes. */
  type: z.enum(FORM_FILE_TYPES),
});

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
  writeUs: {
    method: 'POST',
    path: '/forms/write-us',
    doc: '«Написать нам» (§7.7, §2.9, 632 px): a question to the store with up to 5 files uploaded before; goes to the store by mail with a copy to the sender. Needs consent (152-ФЗ).',
    input: z.object({
      name: textField(60, 'Введите имя'),
      email: emailField,
      phone: z.optional(phoneField),
      /** What it is about: «Заказ», «Товар», «Магазин»… */
      topic: z.optional(z.enum(WRITE_US_TOPICS, { error: 'Выберите тему из списка' })),
      message: textField(3000, 'Напишите сообщение'),
      fileIds: z.optional(fileIdsField),
      agreement: consentField,
    }),
    output: sentOutput,
  },
  callback: {
    method: 'POST',
    path: '/forms/callback',
    doc: 'Asks the store to call back (§7.7, §2.9 callback): a name, a phone and when it suits; goes to the store by mail. Needs consent (152-ФЗ).',
    input: z.object({
      name: textField(60, 'Введите имя'),
      phone: phoneField,
      /** When to call: «с 10 до 12», «после 18:00». */
      time: z.optional(textField(60)),
      comment: z.optional(textField(500)),
      agreement: consentField,
    }),
    output: sentOutput,
  },
  specialPrice: {
    method: 'POST',
    path: '/forms/special-price/',
    doc: 'Asks for a special price on a product (§7.7, §2.9 special price; a bigger quantity, a competitor’s offer with files); goes to the store by mail with a copy to the sender. Needs consent (152-ФЗ).',
    input: z.object({
      productId: intParam(1, undefined, 'Не выбран товар'),
      quantity: z.optional(intParam(1, 100_000, 'Количество — от 1 до 100 000')),
      name: textField(60, 'Введите имя'),
      phone: phoneField,
      email: z.optional(emailField),
      /** A price seen elsewhere, or what they are ready to pay, and why. */
      message: z.optional(textField(2000)),
      fileIds: z.optional(fileIdsField),
      agreement: consentField,
    }),
    output: sentOutput,
  },
  serviceB2b: {
    method: 'POST',
    path: '/forms/service-b2b/',
    doc: 'A service request from a business (§7.7, §2.9 service request; /corporate/, /service/): the company, a contact, the tools and the trouble, with files; goes to the store by mail with a copy to the sender. Needs consent (152-ФЗ).',
    input: z.object({
      company: textField(200, 'Введите название организации'),
      inn: z.optional(innField),
      name: textField(60, 'Введите имя контактного лица'),
      phone: phoneField,
      email: emailField,
      /** The tools and what is wrong with them, or what service is wanted. */
      message: textField(3000, 'Опишите инструмент и что с ним случилось'),
      fileIds: z.optional(fileIdsField),
      agreement: consentField,
    }),
    output: sentOutput,
  },
  uploadFiles: {
    method: 'POST',
    path: '/forms-files/',
    encoding: 'multipart',
    doc: `Uploads files for a form (file[], JPEG, PNG, WebP or PDF by their bytes, up to ${FORM_FILE_MAX_BYTES / 1024 / 1024} MB each, ${FORM_FILES_LIMIT} at once); they belong to the visitor and wait for a request, then are removed unused (§7.7).`,
    input: z.object({ file: z.array(fileField) }),
    output: z.object({ files: z.array(formFileSchema) }),
  },
  deleteFileList: {
    method: 'DELETE',
    path: '/forms-files/list',
    doc: "Deletes the visitor's uploaded files no request has taken: those of `ids`, or every one (§7.7).",
    input: z.object({ ids: z.optional(idListParam(FORM_FILES_WAITING_LIMIT_IDS)) }),
    output: z.object({ deleted: z.array(z.number()) }),
  },
  deleteFile: {
    method: 'DELETE',
    path: '/forms-files/{id}',
    doc: "Deletes one of the visitor's uploaded files no request has taken; anyone else's is unknown (404) (§7.7).",
    input: z.object({ id: intParam(1) }),
    output: z.object({ deleted: z.number() }),
  },
});

/** The discharged goods page's data. */
export type DischargedGoodsPageData = CallOutput<typeof formsCalls.dischargedGoodsPage>;

/** A file uploaded for a form. */
export type FormFile = z.infer<typeof formFileSchema>;
