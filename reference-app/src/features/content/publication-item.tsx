import './content.css';
import type { PublicationBlock } from '@verstak/sdk';
import { Suspense } from 'react';
import { Link } from '../../app/router';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { formatDate } from '../../ui/format-date';
import { ProductCard } from '../../ui/product/product-card';
import { ArticleComments } from './article-comments.island';
import { PublicationCard } from './publication-card';
import type { PublicationRouteData } from './publication-loader';
import { VideoFacade } from './video-facade';

/** A publication's text: headings carry the anchors the contents link to; plain text only. */
function Blocks({ blocks }: { blocks: readonly PublicationBlock[] }) {
  return (
    <>
      {blocks.map((block, i) =>
        block.type === 'h2' ? (
          <h2 key={block.anchor} id={block.anchor}>
            {block.text}
          </h2>
        ) : block.type === 'ul' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are fixed for the page, in order
          <ul key={i}>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are fixed for the page, in order
          <p key={i}>{block.text}</p>
        ),
      )}
    </>
  );
}

const MORE = { news: 'Другие новости', article: 'Ещё статьи', video: 'Ещё видео' } as const;
const LIST = { news: 'Все новости', article: 'Все статьи', video: 'Все видео' } as const;
const PRODUCTS = {
  news: 'Товары из новости',
  article: 'Товары из статьи',
  video: 'Товары из видео',
} as const;

/** A piece of news, an article or a video (§2.1, §3 News, article, video). */
export function PublicationItem({ data }: { data: PublicationRouteData }) {
  const p = data.publication;
  const listUrl = data.breadcrumbs.at(-2)?.url ?? '/';
  return (
    <div className={`container publication publication--${p.kind}`}>
      <Breadcrumbs items={data.breadcrumbs} />
      <article className="publication__article">
        <h1>{p.title}</h1>
        <p className="publication__meta muted">
          <time dateTime={p.datePublished}>{formatDate(p.datePublished)}</time>
          {p.dateModified > p.datePublished && (
            <>
              {' · обновлено '}
              <time dateTime={p.dateModified}>{formatDate(p.dateModified)}</time>
            </>
          )}
        </p>
        {p.tags.length > 0 && (
          <ul className="chips publication__tags" aria-label="Темы">
            {p.tags.map((tag) => (
              <li key={tag.code}>
                <Link href={tag.url}>{tag.title}</Link>
              </li>
            ))}
          </ul>
        )}
        {p.video ? (
          <VideoFacade video={p.video} title={p.title} poster={p.previewPicture} />
        ) : (
          <img
            className="publication__picture"
            src={p.detailPicture}
            alt=""
            width="1200"
            height="300"
            fetchPriority="high"
          />
        )}
        <p className="publication__lead">{p.description}</p>
        {p.displayContents && (
          <nav className="publication__contents" aria-labelledby="contents-title">
            <h2 id="contents-title">Содержание</h2>
            <ol>
              {p.contents.map((item) => (
                <li key={item.anchor}>
                  <a href={`#${item.anchor}`}>{item.title}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className="publication__text">
          <Blocks blocks={p.text} />
        </div>
        {p.faq.length > 0 && (
          <section className="publication__faq" aria-labelledby="faq-title">
            <h2 id="faq-title">Вопросы и ответы</h2>
            {p.faq.map((item) => (
              <details key={item.question}>
                <summary>{item.question}</summary>
                <p>{item.answer}</p>
              </details>
            ))}
          </section>
        )}
      </article>
      {data.products.length > 0 && (
        <section className="publication__products" aria-labelledby="products-title">
          <h2 id="products-title">{PRODUCTS[p.kind]}</h2>
          <div className="grid">
            {data.products.map((product) => (
              <ProductCard key={product.id} product={product} list={PRODUCTS[p.kind]} />
            ))}
          </div>
        </section>
      )}
      {p.next && (
        <Link href={p.next.url} className="publication__next">
          <span className="muted">Следующая статья</span>
          <strong>{p.next.title}</strong>
        </Link>
      )}
      {data.comments && (
        <Suspense fallback={null}>
          <ArticleComments articleId={p.id} initial={data.comments} />
        </Suspense>
      )}
      {data.more.length > 0 && (
        <section className="publication__more" aria-labelledby="more-title">
          <h2 id="more-title">{MORE[p.kind]}</h2>
          <div className="publications__grid">
            {data.more.map((item) => (
              <PublicationCard key={item.id} item={item} />
            ))}
          </div>
          <Link href={listUrl}>{LIST[p.kind]}</Link>
        </section>
      )}
    </div>
  );
}
