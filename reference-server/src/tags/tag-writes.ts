import type { CatalogTag } from '@verstak/sdk/contract';
import { brandPageRowsOf } from '../brands/brand-rows';
import { brandIdsOf } from '../brands/brand-tags';
import { sectionRowsOf } from '../catalog/sections';
import type { RequestContext } from '../context/request-context';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';
import {
  type CatalogTagRow,
  type CatalogTagValues,
  catalogTagByCode,
  catalogTagRowsOf,
  catalogTagUrl,
  deleteCatalogTag,
  insertCatalogTag,
  updateCatalogTag,
} from './catalog-tags';
import { editorName } from './editor-name';
import { checkRules, countSelection, sectionIdOf } from './tag-selection';

/** What staff send to make or change a catalogue tag (the table's input, parsed). */
interface TagInput {
  code: string;
  title?: string | undefined;
  text?: string | undefined;
  metaTitle?: string | undefined;
  metaDescription?: string | undefined;
  section?: string | undefined;
  brands?: string[] | undefined;
  filter?: string | undefined;
  sort?: number | undefined;
}

/** A catalogue tag as staff see it, with how many products its rules pick now. */
export async function toCatalogTag(db: Db, row: CatalogTagRow): Promise<CatalogTag> {
  const [sections, brands, productCount] = await Promise.all([
    sectionRowsOf(db),
    brandPageRowsOf(db),
    countSelection(db, row),
  ]);
  const brandCodes = new Map(brands.map((b) => [b.id, b.code]));
  return {
    code: row.code,
    url: catalogTagUrl(row.code),
    title: row.title,
    text: row.text,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    section: sections.find((s) => s.id === row.section_id)?.url ?? null,
    brands: row.brand_ids.flatMap((id) => brandCodes.get(id) ?? []),
    filter: row.conditions,
    sort: row.sort,
    productCount,
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy: row.updated_by,
  };
}

/** The stored values after `input` changes `stored` (a create changes the empty tag). */
async function merged(db: Db, input: TagInput, stored: CatalogTagValues): Promise<CatalogTagValues> {
  const values: CatalogTagValues = {
    title: input.title ?? stored.title,
    text: input.text?.trim() ?? stored.text,
    meta_title: input.metaTitle?.trim() ?? stored.meta_title,
    meta_description: input.metaDescription?.trim() ?? stored.meta_description,
    section_id: input.section === undefined ? stored.section_id : await sectionIdOf(db, input.section.trim()),
    brand_ids: input.brands === undefined ? stored.brand_ids : await brandIdsOf(db, input.brands),
    conditions:
      input.filter === undefined ? stored.conditions : input.filter.trim().replace(/^\/+|\/+$/g, ''),
    sort: input.sort ?? stored.sort,
  };
  await checkRules(db, values);
  return values;
}

const EMPTY: CatalogTagValues = {
  title: '',
  text: '',
  meta_title: '',
  meta_description: '',
  section_id: null,
  brand_ids: [],
  conditions: '',
  sort: 500,
};

/** Creates a catalogue tag; a taken code is a 409 (of 20 concurrent creates of one code, one wins). */
export async function createTag(
  input: TagInput & { title: string },
  ctx: RequestContext,
): Promise<{ tag: CatalogTag }> {
  const values = await merged(ctx.db, input, EMPTY);
  const row = await insertCatalogTag(ctx.db, input.code, values, await editorName(ctx));
  if (!row)
    throw new HttpError(409, 'tag_exists', { code: `A tag with the code ${input.code} already exists` });
  return { tag: await toCatalogTag(ctx.db, row) };
}

/** Changes a catalogue tag: the fields given, the rest kept. */
export async function changeTag(input: TagInput, ctx: RequestContext): Promise<{ tag: CatalogTag }> {
  const row = await updateCatalogTag(
    ctx.db,
    input.code,
    (stored) => merged(ctx.db, input, stored),
    await editorName(ctx),
  );
  return { tag: await toCatalogTag(ctx.db, row) };
}

/** One catalogue tag for editing. */
export async function showTag({ code }: { code: string }, ctx: RequestContext): Promise<{ tag: CatalogTag }> {
  return { tag: await toCatalogTag(ctx.db, await catalogTagByCode(ctx.db, code)) };
}

/** Deletes a catalogue tag. */
export async function removeTag(
  { code }: { code: string },
  ctx: RequestContext,
): Promise<{ deleted: string }> {
  await deleteCatalogTag(ctx.db, code);
  return { deleted: code };
}

/** Every catalogue tag. */
export async function allCatalogTags(ctx: RequestContext): Promise<CatalogTag[]> {
  return Promise.all((await catalogTagRowsOf(ctx.db)).map((row) => toCatalogTag(ctx.db, row)));
}
