import type { Breadcrumb, PersonalSidebar } from '@verstak/sdk';
import type { ReactNode } from 'react';
import { Breadcrumbs } from './breadcrumbs';
import { PersonalLayout } from './personal-layout';

/**
 * A page of the favourites, the comparison or the estimates: with the personal sidebar for a
 * logged-in user, without it for a guest (whose lists hang on their fUserId).
 */
export function ListsLayout({
  title,
  sidebar,
  breadcrumbs,
  children,
}: {
  title: string;
  sidebar: PersonalSidebar | null;
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
      {children}
    </div>
  );
}
