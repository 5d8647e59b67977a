import { Link } from '../../app/router';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import type { SearchScreenData } from './search.route';

/** What to try: what other shoppers asked and found, the popular categories, and the catalogue. */
function Suggestions({ data }: { data: SearchScreenData }) {
  return (
    <div className="search-empty__try">
      {data.suggestions.length > 0 && (
        <>
          <h2 className="search-empty__title">Попробуйте</h2>
          <ul className="chips">
            {data.suggestions.map((s) => (
              <li key={s.query}>
                <Link href={s.url}>{s.query}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <ul className="search-empty__tips">
        <li>Проверьте, нет ли опечатки, или напишите короче: «дрель» вместо «дрель ударная сетевая».</li>
        <li>Ищите по названию, бренду или коду товара: «перфоратор», «Makita», «DHP484».</li>
        <li>
          Или выберите раздел в <Link href="/catalog/">каталоге</Link>.
        </li>
      </ul>
    </div>
  );
}

/** Sections and brands the query names: links above the products. */
export function SearchNamed({ data }: { data: SearchScreenData }) {
  const { sections, brands, understood, query } = data;
  return (
    <>
      {understood && (
        <p className="search-understood">
          Показаны результаты по запросу <b>«{understood}»</b>.{' '}
          <span className="muted">Вы искали «{query}».</span>
        </p>
      )}
      {(sections.length > 0 || brands.length > 0) && (
        <nav className="search-named" aria-label="Разделы и бренды">
          <ul className="chips">
            {brands.map((b) => (
              <li key={b.code}>
                <Link href={b.url}>
                  Бренд {b.title} <span className="muted">{b.productCount}</span>
                </Link>
              </li>
            ))}
            {sections.map((s) => (
              <li key={s.id}>
                <Link href={s.url}>
                  {s.title} <span className="muted">{s.productCount}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}

/** The screen of an empty query or of a query that finds nothing: what to try instead. */
export function SearchEmpty({ data }: { data: SearchScreenData }) {
  return (
    <div className="container search-empty">
      <Breadcrumbs items={data.breadcrumbs} />
      <h1>{data.query ? 'Ничего не найдено' : 'Поиск по каталогу'}</h1>
      <p className="search-empty__lead">
        {data.query ? (
          <>
            По запросу <b>«{data.query}»</b> ничего не найдено.
          </>
        ) : (
          'Введите, что вы ищете, в строке поиска вверху страницы.'
        )}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is not in React's JSX types yet */}
      <form
        className="search-empty__form"
        action="/search/"
        method="get"
        role="search"
        aria-label="Новый поиск"
      >
        <input
          type="search"
          name="q"
          defaultValue={data.query}
          aria-label="Поиск по каталогу"
          placeholder="Например, перфоратор"
          maxLength={200}
        />
        <button type="submit" className="button">
          Найти
        </button>
      </form>
      <Suggestions data={data} />
    </div>
  );
}
