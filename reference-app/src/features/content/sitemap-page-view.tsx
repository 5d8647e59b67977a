import type { SitemapNode, SitemapPageData } from '@verstak/sdk';
import { Link } from '../../app/router';
import { Breadcrumbs } from '../../ui/breadcrumbs';

/** A branch of the catalogue: its link and, below it, its children's. */
function Branch({ node }: { node: SitemapNode }) {
  return (
    <li>
      <Link href={node.url}>{node.title}</Link>
      {node.children.length > 0 && (
        <ul>
          {node.children.map((child) => (
            <Branch key={child.url} node={child} />
          ))}
        </ul>
      )}
    </li>
  );
}

const Links = ({ links }: { links: ReadonlyArray<{ title: string; url: string }> }) => (
  <ul className="sitemap__links">
    {links.map((link) => (
      <li key={link.url}>
        <Link href={link.url}>{link.title}</Link>
      </li>
    ))}
  </ul>
);

/** The sitemap page (§2.1 /sitemap/): the catalogue's tree, the store's and the help pages, the brands. */
export function SitemapPageView({ data }: { data: SitemapPageData }) {
  return (
    <div className="container sitemap">
      <Breadcrumbs items={data.breadcrumbs} />
      <h1>Карта сайта</h1>
      <div className="sitemap__columns">
        <section aria-labelledby="sitemap-catalog" className="sitemap__catalog">
          <h2 id="sitemap-catalog">
            <Link href="/catalog/">Каталог</Link>
          </h2>
          <ul className="sitemap__tree">
            {data.sections.map((node) => (
              <Branch key={node.url} node={node} />
            ))}
          </ul>
        </section>
        <div>
          <section aria-labelledby="sitemap-help">
            <h2 id="sitemap-help">Покупателям</h2>
            <Links links={data.help} />
          </section>
          <section aria-labelledby="sitemap-pages">
            <h2 id="sitemap-pages">Магазин</h2>
            <Links links={data.pages} />
          </section>
        </div>
      </div>
      <section aria-labelledby="sitemap-brands">
        <h2 id="sitemap-brands">
          <Link href="/brands/">Бренды</Link>
        </h2>
        <ul className="sitemap__brands">
          {data.brands.map((brand) => (
            <li key={brand.url}>
              <Link href={brand.url}>{brand.title}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
