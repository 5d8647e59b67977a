import './static-page.css';
import type { PageProps } from '../../app/define-route';
import { SitemapPageView } from './sitemap-page-view';
import type { contentPageRoute } from './static-page.route';
import { StaticPageView } from './static-page-view';

/** The store's own pages: a static page (the bonus page among them) or the sitemap. */
export function Page({ data }: PageProps<typeof contentPageRoute>) {
  return 'sections' in data ? <SitemapPageView data={data} /> : <StaticPageView data={data} />;
}
