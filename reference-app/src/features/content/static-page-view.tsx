import './static-page.css';
import { useUser } from '@verstak/react';
import type { StaticPageData } from '@verstak/sdk';
import { lazy, Suspense } from 'react';
import { Link } from '../../app/router';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { ServiceRequestLink, WriteUsLink } from '../forms/page-form-links';
import { B2bLoginButton } from '../identity/b2b-login-button';
import { StaticPageBlocks } from './static-page-blocks';
import { canEditStaticPages } from './static-page-editors';

// The editor is the content managers' alone: its code loads only for them, never for shoppers.
const StaticPageEditor = lazy(() =>
  import('./static-page-editor').then((m) => ({ default: m.StaticPageEditor })),
);

/**
 * What a page offers to do besides reading: the service request for business on the corporate and
 * service pages (§2.9), and on the corporate page the business login for a guest; «Написать нам» on
 * the store's own pages. Each form is a modal loaded on click.
 */
function PageAction({ path }: { path: string }) {
  if (path === '/corporate/' || path === '/service/')
    return (
      <p className="static-page__action">
        <ServiceRequestLink />
        {path === '/corporate/' && <B2bLoginButton />}
      </p>
    );
  if (path === '/about/' || path === '/customer/')
    return (
      <p className="static-page__action">
        <WriteUsLink className="button button--light" />
      </p>
    );
  return null;
}

/** A static page (§2.1): its heading and text, the pages of its section beside it, the editor for staff. */
export function StaticPageView({ data }: { data: StaticPageData }) {
  const editor = useUser((s) => canEditStaticPages(s.groups));
  const { page, related } = data;
  return (
    <div className="container static-page">
      <Breadcrumbs items={data.breadcrumbs} />
      {editor && (
        <Suspense fallback={null}>
          <StaticPageEditor page={page} />
        </Suspense>
      )}
      <div className={related.length > 0 ? 'static-page__layout' : undefined}>
        {related.length > 0 && (
          <nav className="static-page__menu" aria-label="Страницы раздела">
            <ul>
              {related.map((link) => (
                <li key={link.url}>
                  {link.url === page.path ? (
                    <span aria-current="page">{link.title}</span>
                  ) : (
                    <Link href={link.url}>{link.title}</Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
        <article className="static-page__text">
          <h1>{page.title}</h1>
          <StaticPageBlocks blocks={page.blocks} />
          <PageAction path={page.path} />
        </article>
      </div>
    </div>
  );
}
