import type { Breadcrumb } from '@verstak/sdk';

const crumb = (title: string, url: string | null): Breadcrumb => ({ title, url, sections: [], tags: [] });

/**
 * The breadcrumbs of the error screen: an order that is not there has the orderNotFound trail of §8,
 * Главная → Мои заказы → «Заказ не найден» (the orders list as in §2.4, so the JSON-LD of §2.5 lists
 * the home page and the orders list); every other failure has none.
 */
export function errorBreadcrumbs(code: string | undefined): Breadcrumb[] {
  if (code !== 'order_not_found') return [];
  return [crumb('Главная', '/'), crumb('Мои заказы', '/personal/orders/'), crumb('Заказ не найден', null)];
}
