import type { Breadcrumb } from '@verstak/sdk';
import type { ReactNode } from 'react';
import { Breadcrumbs } from './breadcrumbs';
import { PersonalLayout, type SidebarLink } from './personal-layout';

/**
 * A personal page a guest sees too (orders, favourites, comparison, estimates: a guest's hang on the
 * fUserId): with the left sidebar for a logged-in user (`sidebar`), the same content without it for a
 * guest (null).
 */
export function PersonalOrGuestLayout({
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
