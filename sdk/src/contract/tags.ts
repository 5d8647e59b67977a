import * as z from 'zod/mini';
import { type CallOutput, defineCalls } from './call';
import {
  brandCodesParam,
  brandTagSchema,
  catalogTagSchema,
  tagCodeParam,
  tagSortParam,
  tagTextParam,
  tagTitleParam,
} from './entities/tag';
import { listingCalls } from './listing-calls';
import { boundedText } from './params';

/**
 * Who edits tags (§6): the `page-tags` and `content-managers` groups; administrators pass every staff
 * check. Everyone else is refused (403; a guest 401).
 */
const TAG_EDITORS = 'staff:page-tags,content-managers' as const;

/** A selection's section: a catalogue path (`/catalog/elektroinstrument/`), or empty for the whole catalogue. */
const sectionRuleParam = z
  .string()
  .check(
    z.maxLength(300, 'A section path must be at most 300 characters'),
    z.regex(
      /^(?:\/catalog\/(?:[a-z0-9-]+\/)+)?$/,
      'A section is a catalogue path like /catalog/elektroinstrument/',
    ),
  );

/** The editable fields of a catalogue tag, each optional (an update keeps what it does not name). */
const catalogTagFields = {
  text: z.optional(tagTextParam),
  metaTitle: z.optional(boundedText(200)),
  metaDescription: z.optional(boundedText(400)),
  section: z.optional(sectionRuleParam),
  brands: z.optional(brandCodesParam),
  /** §5 conditions every product of the selection meets: `price-from-5000/warranty-is-36`. */
  filter: z.optional(boundedText(2000)),
  sort: z.optional(tagSortParam),
};

/** Catalogue tags: the tag page and its filter, and the staff's tags (§7.2, §7.7, §2.1, §6). */
export const tagsCalls = defineCalls({
  ...listingCalls('tag', {
    path: '/pages/catalog/tag/{code}',
    filterPath: '/pages/catalog/tag/{code}/filter',
    input: { code: tagCodeParam },
    output: {
      tag: z.object({
        code: z.string(),
        title: z.string(),
        text: z.string(),
        url: z.string(),
        section: z.nullable(z.object({ title: z.string(), url: z.string() })),
      }),
    },
    doc: {
      page: "A catalogue tag's page: its selection of products, filtered (§5 grammar), sorted and paged (§7.2, §2.1).",
      filter:
        "A catalogue tag's filter definition with facet counts under the applied conditions (§7.2, §4.9).",
    },
  }),
  list: {
    method: 'GET',
    path: '/catalog/tags',
    access: TAG_EDITORS,
    own: true,
    doc: "Every catalogue tag and brand tag, for the staff (the CLI's `tag list`).",
    input: z.object({}),
    output: z.object({ tags: z.array(catalogTagSchema), brandTags: z.array(brandTagSchema) }),
  },
  show: {
    method: 'GET',
    path: '/catalog/tags/{code}',
    access: TAG_EDITORS,
    doc: 'One catalogue tag with its rules and SEO, for editing (§7.7, §6).',
    input: z.object({ code: tagCodeParam }),
    output: z.object({ tag: catalogTagSchema }),
  },
  create: {
    method: 'POST',
    path: '/catalog/tags',
    access: TAG_EDITORS,
    doc: 'Creates a catalogue tag: a named selection (section, brands, §5 conditions) with its text and SEO; a taken code is 409 (§7.7, §6).',
    input: z.object({ code: tagCodeParam, title: tagTitleParam, ...catalogTagFields }),
    output: z.object({ tag: catalogTagSchema }),
  },
  update: {
    method: 'POST',
    path: '/catalog/tags/{code}',
    access: TAG_EDITORS,
    doc: 'Changes a catalogue tag: the fields given, the rest kept (§7.7, §6).',
    input: z.object({ code: tagCodeParam, title: z.optional(tagTitleParam), ...catalogTagFields }),
    output: z.object({ tag: catalogTagSchema }),
  },
  delete: {
    method: 'DELETE',
    path: '/catalog/tags/{code}',
    access: TAG_EDITORS,
    doc: 'Deletes a catalogue tag (§7.7, §6).',
    input: z.object({ code: tagCodeParam }),
    output: z.object({ deleted: z.string() }),
  },
});

/** A catalogue tag page's data. */
export type TagPageData = CallOutput<typeof tagsCalls.tag>;
