import type { Menu } from '@verstak/sdk';
import { describe, expect, it } from 'vitest';
import { CATALOG_MENU_PATH, createCatalogMenuAssets, withoutCatalogMenu } from './catalog-menu-asset';

const menu = (title: string): Menu => ({
  catalog: [{ id: 1, title, url: '/catalog/a/', active: false, group: '', children: [] }],
  popularBrands: { '1': [{ id: 2, title: 'Makita', code: 'makita', url: '/brands/makita/', picture: '' }] },
  header: [{ title: 'Доставка', url: '/delivery/', class: '' }],
  footer: [],
});

describe('the catalogue menu as its own file', () => {
  it('names it by its content and serves what it named', () => {
    const menus = createCatalogMenuAssets();
    const first = menus.urlOf(menu('Электроинструмент'));
    expect(first).toMatch(CATALOG_MENU_PATH);
    expect(menus.urlOf(menu('Электроинструмент'))).toBe(first);
    const second = menus.urlOf(menu('Садовая техника'));
    expect(second).not.toBe(first);
    const hash = CATALOG_MENU_PATH.exec(second)?.[1] ?? '';
    expect(JSON.parse(menus.body(hash) ?? 'null')).toEqual({
      catalog: menu('Садовая техника').catalog,
      popularBrands: menu('Садовая техника').popularBrands,
    });
  });

  it('names it anew when the catalogue generation moves, not within one', () => {
    let generation = 1;
    const menus = createCatalogMenuAssets(() => generation);
    const first = menus.urlOf(menu('Электроинструмент'), menus.generation());
    expect(menus.urlOf(menu('Электроинструмент'), menus.generation())).toBe(first);
    generation = 2;
    expect(menus.urlOf(menu('Садовая техника'), menus.generation())).not.toBe(first);
  });

  it('leaves the header and footer links in the page', () => {
    expect(withoutCatalogMenu(menu('Пилы'))).toEqual({ ...menu('Пилы'), catalog: [], popularBrands: {} });
  });
});
