import type { Menu, MenuCatalogItem, NavItem } from '@verstak/sdk/contract';
import { type SectionRow, sectionRowsOf } from '../catalog/sections';
import type { Db } from '../db/database';
import { perDatabase } from '../db/per-database';
import { brandPictureUrl } from '../images/picture-urls';

/** The catalogue menu below `parentId`: the section tree with its mega-menu groups (§2.6). */
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

/** The menus of every page: catalogue tree, popular brands per top-level section, header and footer links. */
async function loadMenu(db: Db): Promise<Menu> {
  const [all, brands, nav] = await Promise.all([
    sectionRowsOf(db),
    db.query<{ section_id: number; id: number; code: string; title: string }>(
      'SELECT pb.section_id, b.id, b.code, b.title FROM popular_brands pb JOIN brands b ON b.id = pb.brand_id ORDER BY pb.section_id, pb.sort',
    ),
    db.query<{ placement: string; grp: string; title: string; url: string; class: string }>(
      'SELECT * FROM nav_items ORDER BY sort',
    ),
  ]);
  const popularBrands: Menu['popularBrands'] = {};
  for (const b of brands) {
    const key = String(b.section_id);
    popularBrands[key] ??= [];
    popularBrands[key].push({
      id: b.id,
      title: b.title,
      code: b.code,
      url: `/brands/${b.code}/`,
      picture: brandPictureUrl(b),
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
  return {
    catalog: menuTree(all, null),
    popularBrands,
    header: nav
      .filter((n) => n.placement === 'header')
      .map((n) => ({ title: n.title, url: n.url, class: n.class })),
    footer,
  };
}

/** {@link loadMenu}, once per database: the menus are the same on every page and change only with the seed. */
export const menuOf = perDatabase(loadMenu);
