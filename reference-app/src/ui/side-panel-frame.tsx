import type { Breadcrumb } from '@verstak/sdk';
import type { ReactNode } from 'react';
import { Breadcrumbs } from './breadcrumbs';

/**
 * The cart and checkout (§2.3): breadcrumbs, the title, the content and the right side panel — beside
 * the content on wide screens, under it on phones — then `after` (the cart's related products) under
 * both, so that on a phone the totals and «Оформить заказ» come right after the lines, not after them.
 */
export function SidePanelFrame({
  title,
  breadcrumbs,
  aside,
  after,
  children,
}: {
  title: string;
  breadcrumbs: Breadcrumb[];
  aside?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="container commerce">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{title}</h1>
      <div className={aside ? 'commerce__grid' : 'commerce__single'}>
        <div className="commerce__content">{children}</div>
        {aside && (
          <aside className="commerce__aside" aria-label="Итог">
            {aside}
          </aside>
        )}
      </div>
      {after}
    </div>
  );
}
