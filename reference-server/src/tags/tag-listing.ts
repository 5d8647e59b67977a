import { tagsCalls } from '@verstak/sdk/contract';
import { listingHandlers } from '../catalog/listing-handlers';
import { catalogBreadcrumbs, sectionRowsOf } from '../catalog/sections';
import { STORE_NAME } from '../page-calls/page-meta';
import { catalogTagByCode, catalogTagUrl } from './catalog-tags';
import { tagScope } from './tag-selection';

/** A catalogue tag's page: its selection in the listing block, with its own heading, text and SEO (§2.1 `/tag/{code}/`). */
export const tagListingHandlers = listingHandlers(tagsCalls, 'tag', {
  async scope({ code }, ctx) {
    const tag = await catalogTagByCode(ctx.db, code);
    const scope = await tagScope(ctx.db, tag.code, tag, String(new Date(tag.updated_at).getTime()));
    return { ...scope, tag };
  },
  async page({ tag, section }, ctx, found) {
    const url = catalogTagUrl(tag.code);
    return {
      url,
      title: tag.meta_title || `${tag.title} — купить ${ctx.city.name_pr} по выгодной цене | ${STORE_NAME}`,
      description:
        tag.meta_description ||
        `${tag.title}: ${found} в интернет-магазине ${STORE_NAME}. Доставка и самовывоз ${ctx.city.name_pr}.`,
      breadcrumbs: catalogBreadcrumbs(await sectionRowsOf(ctx.db), section, { title: tag.title, url }),
      fields: {
        tag: {
          code: tag.code,
          title: tag.title,
          text: tag.text,
          url,
          section: section ? { title: section.title, url: section.url } : null,
        },
      },
    };
  },
});
