import { defineHandlers } from '../context/define-handlers';
import { brandListingHandlers } from './brand-listings';
import { changeBrandTag, createBrandTag, removeBrandTag } from './brand-tag-writes';
import { brandsPage } from './brands-page';

/** The brands (§7.2, §2.1): the brands page, a brand and its sections, brand tags and the staff's edits of them (§6). */
export const brandsHandlers = defineHandlers('brands', {
  manufacturers: (_input, ctx) => brandsPage(ctx),
  ...brandListingHandlers,
  createBrandTag,
  updateBrandTag: changeBrandTag,
  deleteBrandTag: removeBrandTag,
});
