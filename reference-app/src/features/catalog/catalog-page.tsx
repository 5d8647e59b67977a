import type { CatalogPageData } from '@verstak/sdk';
import type { PageProps } from '../../app/define-route';
import { Link } from '../../app/router';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import type { catalogRoute } from './catalog.route';

type CatalogData = CatalogPageData;

/** The catalogue root: top-level sections with their children. */
export function Page({ data }: PageProps<typeof catalogRoute>) {
  const d = data as CatalogData;
  return (
    <div className="container">
      <Breadcrumbs items={d.breadcrumbs} />
      <h1>Каталог</h1>
      <div className="catalog">
        {d.sections.map((top) => (
          <section key={top.id} className="catalog__section">
            <h2>
              <Link href={top.url}>{top.title}</Link>
            </h2>
            <img src={top.picture} alt="" width="120" height="120" loading="lazy" />
            <ul>
              {top.children.map((child) => (
                <li key={child.id}>
                  <Link href={child.url}>{child.title}</Link>{' '}
                  <span className="muted">{child.productCount}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
