import {
  type BaseSelect,
  baseSelectSchema,
  type getBase,
  type MenuCatalogItem,
  type NavItem,
} from '@verstak/sdk/contract';
import { findCity, listShops, toCity } from '../city-rows';
import type { Handler } from '../route';
import { type SectionRow, sectionRowsOf } from '../sections';

const EMPTY_BASKET = {
  items: [],
  itemsTotal: 0,
  priceTotal: 0,
  availableBonuses: 0,
  applyBonuses: false,
  appliedBonuses: 0,
  appliedPromoCode: '',
  delivery: null,
  deletedItems: [],
};

function menuTree(all: readonly SectionRow[], parentId: number | null): MenuCatalogItem[] {
  return all
    .filter((s) => s.parent_id === parentId)
    .map((s) => ({
      id: s.id,
      title: s.title,
      url: s.url,
      active: false,
      group: s.grp,
      children: menuTree(all, s.id),
    }));
}

/** GET /base: the session and layout data of every page; `select` narrows it (§3, §4.3). */
export const base: Handler<typeof getBase> = async (input, ctx) => {
  const wanted = new Set<BaseSelect>(input.select ?? baseSelectSchema.options);
  const city = input.hostSubdomain
    ? await findCity(ctx.db, { subdomain: input.hostSubdomain, locationId: ctx.city.location_id })
    : ctx.city;
  const data: Awaited<ReturnType<Handler<typeof getBase>>> = {};
  if (wanted.has('city')) data.city = toCity(city, ctx.clock.now());
  if (wanted.has('menu')) {
    const [all, brands, nav] = await Promise.all([
      sectionRowsOf(ctx.db),
      ctx.db.query<{ section_id: number; id: number; code: string; title: string }>(
        'SELECT pb.section_id, b.id, b.code, b.title FROM popular_brands pb JOIN brands b ON b.id = pb.brand_id ORDER BY pb.section_id, pb.sort',
      ),
      ctx.db.query<{ placement: string; grp: string; title: string; url: string; class: string }>(
        'SELECT * FROM nav_items ORDER BY sort',
      ),
    ]);
    const popularBrands: Record<
      string,
      Array<{ id: number; title: string; code: string; url: string; picture: string }>
    > = {};
    for (const b of brands) {
      const key = String(b.section_id);
      popularBrands[key] ??= [];
      popularBrands[key].push({
        id: b.id,
        title: b.title,
        code: b.code,
        url: `/brands/${b.code}/`,
        picture: `/images/brands/${b.code}.svg`,
      });
    }
    const footer: Array<{ title: string; items: NavItem[] }> = [];
    for (const item of nav.filter((n) => n.placement === 'footer')) {
      let group = footer.find((g) => g.title === item.grp);
      if (!group) {
        group = { title: item.grp, items: [] };
        footer.push(group);
      }
      group.items.push({ title: item.title, url: item.url, class: item.class });
    }
    data.menu = {
      catalog: menuTree(all, null),
      popularBrands,
      header: nav
        .filter((n) => n.placement === 'header')
        .map((n) => ({ title: n.title, url: n.url, class: n.class })),
      footer,
    };
  }
  // Accounts, baskets, favourites and comparison come with the identity and commerce steps;
  // until then every visitor is a guest with empty lists.
  if (wanted.has('user')) data.user = null;
  if (wanted.has('fUserId')) data.fUserId = null;
  if (wanted.has('compare')) data.compare = [];
  if (wanted.has('favorites')) data.favorites = [];
  if (wanted.has('basket')) data.basket = EMPTY_BASKET;
  if (wanted.has('shops')) data.shops = await listShops(ctx.db, city.id);
  if (wanted.has('headerBanners')) {
    const banners = await ctx.db.query<{
      id: number;
      url: string;
      text: string;
      show_pages: string[];
      excluded_pages: string[];
      cross_use: boolean;
      cross_color_mobile: string;
      cross_color_desktop: string;
    }>('SELECT * FROM header_banners ORDER BY id');
    data.headerBanners = banners.map((b) => ({
      id: b.id,
      url: b.url,
      text: b.text,
      showPages: b.show_pages,
      excludedPages: b.excluded_pages,
      crossUse: b.cross_use,
      crossColorMobile: b.cross_color_mobile,
      crossColorDesktop: b.cross_color_desktop,
    }));
  }
  if (wanted.has('estimatesCount')) data.estimatesCount = 0;
  return data;
};
