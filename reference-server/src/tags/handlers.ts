import { brandTagRowsOf, toBrandTag } from '../brands/brand-tags';
import { defineHandlers } from '../context/define-handlers';
import { tagListingHandlers } from './tag-listing';
import { allCatalogTags, changeTag, createTag, removeTag, showTag } from './tag-writes';

/** Catalogue tags (§7.2, §7.7): the tag page and its filter, and the staff's tags (§6). */
export const tagsHandlers = defineHandlers('tags', {
  ...tagListingHandlers,
  async list(_input, ctx) {
    const [tags, brandTags] = await Promise.all([
      allCatalogTags(ctx),
      brandTagRowsOf(ctx.db).then((rows) => Promise.all(rows.map((row) => toBrandTag(ctx.db, row)))),
    ]);
    return { tags, brandTags };
  },
  show: showTag,
  create: createTag,
  update: changeTag,
  delete: removeTag,
});
