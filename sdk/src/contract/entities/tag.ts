import * as z from 'zod/mini';
import { textField } from '../account-fields';
import { boundedText, intParam } from '../params';

/** The slug rule of a tag's code: lower-case latin letters and digits in dash-separated words, ≤ 64. */
export const TAG_CODE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A tag's code as staff type it: a slug (`akkumulyatornyy-instrument`), at most 64 characters. */
export const tagCodeParam = z
  .string()
  .check(
    z.maxLength(64, 'A tag code must be at most 64 characters'),
    z.regex(
      TAG_CODE_PATTERN,
      'A tag code is lower-case latin letters and digits in words joined by single dashes, like akkumulyatornyy-instrument',
    ),
  );

/** Brand codes as an array or a comma-separated string (a form carries either), 1..50 of them. */
export const brandCodesParam = z.pipe(
  z.union([z.array(z.string()), z.string()]),
  z.pipe(
    z.transform((v: string[] | string) =>
      (typeof v === 'string' ? v.split(',') : v).map((x) => x.trim()).filter((x) => x !== ''),
    ),
    z
      .array(z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Brand codes are slugs like makita')))
      .check(z.maxLength(50, 'At most 50 brands')),
  ),
);

/** A tag's text as staff write it: plain paragraphs separated by blank lines, at most 20,000 characters. */
export const tagTextParam = boundedText(20_000);

/** A tag's heading, as staff type it in the storefront's editor: trimmed, with Russian messages (§5). */
export const tagTitleParam = textField(120, 'Введите заголовок тега');

/** The position among the tags (smaller first), 0..100000. */
export const tagSortParam = intParam(0, 100_000);

/** A catalogue tag as staff see it (`GET /catalog/tags/{code}`): its rules, texts and SEO. */
export const catalogTagSchema = z.object({
  code: z.string(),
  url: z.string(),
  title: z.string(),
  text: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  /** The section the selection is limited to (its catalogue path), or null for the whole catalogue. */
  section: z.nullable(z.string()),
  /** The brands the selection is limited to (codes), empty for any. */
  brands: z.array(z.string()),
  /** §5 filter conditions every product of the selection meets (`price-from-5000/warranty-is-36`). */
  filter: z.string(),
  sort: z.number(),
  /** How many products the selection holds now. */
  productCount: z.number(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
/** A catalogue tag (§7.7). */
export type CatalogTag = z.infer<typeof catalogTagSchema>;

/** A brand tag as staff and the brands page see it. */
export const brandTagSchema = z.object({
  code: z.string(),
  url: z.string(),
  title: z.string(),
  text: z.string(),
  brands: z.array(z.string()),
  sort: z.number(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
/** A brand tag (§7.2). */
export type BrandTag = z.infer<typeof brandTagSchema>;
