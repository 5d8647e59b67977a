import { describe, expect, it } from 'vitest';
import { activeSidebarItem } from './active-sidebar-item';

const items = [
  { title: 'Профиль', url: '/personal/' },
  { title: 'Заказы', url: '/personal/orders/' },
  { title: 'Организации', url: '/personal/organizations/' },
  { title: 'Настройки', url: '/personal/settings' },
];

describe('activeSidebarItem (§2.3)', () => {
  it('marks the link of the page, and of the pages under it', () => {
    expect(activeSidebarItem(items, '/personal/orders/')?.title).toBe('Заказы');
    expect(activeSidebarItem(items, '/personal/orders/1042/?success=Y')?.title).toBe('Заказы');
    expect(activeSidebarItem(items, '/personal/settings/')?.title).toBe('Настройки');
    expect(activeSidebarItem(items, '/personal')?.title).toBe('Профиль');
  });

  it('marks the personal root only on itself, and nothing when no link fits', () => {
    expect(activeSidebarItem(items, '/personal/bonuses/')).toBeNull();
    expect(activeSidebarItem(items, '/personal/orders-archive/')).toBeNull();
    expect(activeSidebarItem([], '/personal/')).toBeNull();
  });
});
