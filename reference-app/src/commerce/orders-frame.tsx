import type { Breadcrumb } from '@verstak/sdk';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '../components/breadcrumbs';
import { PersonalLayout, type SidebarLink } from '../components/personal-layout';

/**
 * The orders pages: the personal area with its left sidebar for a user; a guest (whose orders hang on
 * the fUserId) gets the same content without the sidebar.
 */
export function OrdersFrame({
  title,
  sidebar,
  breadcrumbs,
  children,
}: {
  title: string;
  sidebar: readonly SidebarLink[] | null;
  breadcrumbs: Breadcrumb[];
  children: ReactNode;
}) {
  if (sidebar)
    return (
      <PersonalLayout title={title} sidebar={sidebar} breadcrumbs={breadcrumbs}>
        {children}
      </PersonalLayout>
    );
  return (
    <div className="container personal">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{title}</h1>
      <div className="personal__content">{children}</div>
    </div>
  );
}
