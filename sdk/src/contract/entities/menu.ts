import * as z from 'zod/mini';
import type { MenuCatalogItem } from './menu-catalog-item';

export type { MenuCatalogItem } from './menu-catalog-item';

export const menuCatalogItemSchema: z.ZodMiniType<MenuCatalogItem> = z.object({
  id: z.number(),
  title: z.string(),
  url: z.string(),
  active: z.boolean(),
  group: z.string(),
  get children() {
    return z.array(menuCatalogItemSchema);
  },
});

/** A header or footer link supplied by the server (§2.7): title, url and a CSS class. */
const navItemShape = { title: z.string(), url: z.string(), class: z.string() };
/** The type of `navItemSchema`, named so the declarations that use it say `NavItemSchema` instead of spelling it out. */
export interface NavItemSchema extends z.ZodMiniObject<typeof navItemShape> {}
export const navItemSchema: NavItemSchema = z.object(navItemShape);
/** A header or footer link (§2.7). */
export type NavItem = z.infer<typeof navItemSchema>;

/** A brand shown in the popular-brands panel (§2.6). */
const brandLinkShape = {
  id: z.number(),
  title: z.string(),
  code: z.string(),
  url: z.string(),
  picture: z.string(),
};
/** The type of `brandLinkSchema`, named so the declarations that use it say `BrandLinkSchema` instead of spelling it out. */
export interface BrandLinkSchema extends z.ZodMiniObject<typeof brandLinkShape> {}
export const brandLinkSchema: BrandLinkSchema = z.object(brandLinkShape);
/** A brand link (§2.6). */
export type BrandLink = z.infer<typeof brandLinkSchema>;

/** The menus of the base call. */
const menuShape = {
  catalog: z.array(menuCatalogItemSchema),
  /** Popular brands keyed by top-level category id (§3). */
  popularBrands: z.record(z.string(), z.array(brandLinkSchema)),
  header: z.array(navItemSchema),
  footer: z.array(z.object({ title: z.string(), items: z.array(navItemSchema) })),
};
/** The type of `menuSchema`, named so the declarations that use it say `MenuSchema` instead of spelling it out. */
export interface MenuSchema extends z.ZodMiniObject<typeof menuShape> {}
export const menuSchema: MenuSchema = z.object(menuShape);
/** The menus of the base call. */
export type Menu = z.infer<typeof menuSchema>;
