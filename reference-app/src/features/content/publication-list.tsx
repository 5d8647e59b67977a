import './content.css';
import { type PublicationsPageData, plural } from '@verstak/sdk';
import { Link, useLocation, useSearch } from '../../app/router';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { listHref } from '../../ui/listing/list-query';
import { Pagination } from '../../ui/listing/pagination';
import { PublicationCard } from './publication-card';

/** The list address of each kind (§2.1). */
const BASES = { news: '/about/novosti/', article: '/stati/', video: '/videos/' } as const;

const WORDS = {
  news: ['новость', 'новости', 'новостей'],
  article: ['статья', 'статьи', 'статей'],
  video: ['видео', 'видео', 'видео'],
} as const;

/** The news, articles or videos (§2.1): tags to narrow the list, the cards, the pages. */
export function PublicationList({ data }: { data: PublicationsPageData }) {
  const [location] = useLocation();
  const search = useSearch();
  const base = BASES[data.kind];
  const total = data.pagination.total;
  return (
    <div className="container publications">
      <Breadcrumbs items={data.breadcrumbs} />
      <h1>{data.tag ? `${data.title}: ${data.tag.title.toLowerCase()}` : data.title}</h1>
      {data.tags.length > 0 && (
        <nav className="chips publications__tags" aria-label="Темы">
          <Link href={base} aria-current={data.tag ? undefined : 'page'}>
            Все
          </Link>
          {data.tags.map((tag) => (
            <Link
              key={tag.code}
              href={tag.url}
              aria-current={data.tag?.code === tag.code ? 'page' : undefined}
            >
              {tag.title} <span className="muted">{tag.count}</span>
            </Link>
          ))}
        </nav>
      )}
      {data.items.length === 0 ? (
        <p className="empty">Здесь пока ничего нет.</p>
      ) : (
        <>
          <p className="muted">
            {total} {plural(total, WORDS[data.kind])}
          </p>
          <div className="publications__grid">
            {data.items.map((item, i) => (
              <PublicationCard key={item.id} item={item} eager={i === 0} />
            ))}
          </div>
        </>
      )}
      <Pagination
        page={data.pagination.page}
        count={data.pagination.pageCount}
        hrefOf={(page) => listHref(location, search, { page })}
      />
    </div>
  );
}
