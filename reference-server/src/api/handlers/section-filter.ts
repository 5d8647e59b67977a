import type { getSectionFilter } from '@verstak/sdk/contract';
import { propertiesOf } from '../properties';
import type { Handler } from '../route';
import { scanSection } from '../scan-section';
import { parseApplied, sectionDefinition } from '../section-filter';
import { sectionByPath } from './section-page';

/** GET /pages/catalog/section/filter: the filter definition with facet counts under the applied values. */
export const sectionFilter: Handler<typeof getSectionFilter> = async (input, ctx) => {
  const { section } = await sectionByPath(ctx, input.path);
  const definition = await sectionDefinition(ctx.db, section, await propertiesOf(ctx.db));
  const applied = parseApplied(input.filter, definition);
  const { items, total } = await scanSection(ctx.db, section, definition, applied);
  return { items, applied, total };
};
