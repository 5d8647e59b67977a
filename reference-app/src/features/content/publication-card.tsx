import type { Publication } from '@verstak/sdk';
import { Link } from '../../app/router';
import { formatDate } from '../../ui/format-date';

/** A publication in a list: its picture, date, title, lead and tags; a video's picture says it plays. */
export function PublicationCard({ item, eager = false }: { item: Publication; eager?: boolean }) {
  return (
    <article className={`publication-card publication-card--${item.kind}`}>
      <Link href={item.url} className="publication-card__link">
        <span className="publication-card__picture">
          <img
            src={item.previewPicture}
            alt=""
            width="600"
            height="400"
            {...(eager ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
          />
          {item.kind === 'video' && <span className="play-badge" aria-hidden="true" />}
        </span>
        <h2 className="publication-card__title">{item.title}</h2>
      </Link>
      <p className="publication-card__date muted">
        <time dateTime={item.datePublished}>{formatDate(item.datePublished)}</time>
      </p>
      <p className="publication-card__lead">{item.description}</p>
    </article>
  );
}
