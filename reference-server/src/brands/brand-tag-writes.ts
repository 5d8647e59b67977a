import type { BrandTag } from '@verstak/sdk/contract';
import type { RequestContext } from '../context/request-context';
import { HttpError } from '../http/http-error';
import { editorName } from '../tags/editor-name';
import { brandIdsOf, deleteBrandTag, insertBrandTag, toBrandTag, updateBrandTag } from './brand-tags';

/** What staff send to make or change a brand tag (the table's input, parsed). */
interface BrandTagInput {
  code: string;
  title?: string | undefined;
  text?: string | undefined;
  brands?: string[] | undefined;
  sort?: number | undefined;
}

/** Brands a tag must have: at least one. */
function requireBrands(codes: readonly string[]): void {
  if (codes.length === 0)
    throw new HttpError(400, 'validation', { brands: 'A brand tag needs at least one brand' });
}

/** Creates a brand tag; a taken code is a 409 (of 20 concurrent creates of one code, one wins). */
export async function createBrandTag(
  input: BrandTagInput & { title: string; brands: string[] },
  ctx: RequestContext,
): Promise<{ tag: BrandTag }> {
  requireBrands(input.brands);
  const brandIds = await brandIdsOf(ctx.db, input.brands);
  const row = await insertBrandTag(
    ctx.db,
    input.code,
    { title: input.title, text: input.text?.trim() ?? '', brandIds, sort: input.sort ?? 500 },
    await editorName(ctx),
  );
  if (!row)
    throw new HttpError(409, 'tag_exists', {
      code: `A brand tag with the code ${input.code} already exists`,
    });
  return { tag: await toBrandTag(ctx.db, row) };
}

/** Changes a brand tag: the fields given, the rest kept. */
export async function changeBrandTag(input: BrandTagInput, ctx: RequestContext): Promise<{ tag: BrandTag }> {
  if (input.brands) requireBrands(input.brands);
  const brandIds = input.brands ? await brandIdsOf(ctx.db, input.brands) : undefined;
  const row = await updateBrandTag(
    ctx.db,
    input.code,
    async (stored) => ({
      title: input.title ?? stored.title,
      text: input.text?.trim() ?? stored.text,
      brandIds: brandIds ?? stored.brand_ids,
      sort: input.sort ?? stored.sort,
    }),
    await editorName(ctx),
  );
  return { tag: await toBrandTag(ctx.db, row) };
}

/** Deletes a brand tag. */
export async function removeBrandTag(
  { code }: { code: string },
  ctx: RequestContext,
): Promise<{ deleted: string }> {
  await deleteBrandTag(ctx.db, code);
  return { deleted: code };
}
