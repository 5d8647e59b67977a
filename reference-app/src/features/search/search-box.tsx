import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Icon } from '../../ui/icons';

/** §9: the search's script loads 2 s after the page, or as soon as the box is focused. */
const SEARCH_SCRIPT_DELAY_MS = 2000;

const InstantSearch = lazy(() => import('./instant-search').then((m) => ({ default: m.InstantSearch })));

/**
 * The header's search box: a plain GET form to `/search/` (works before any script), which the
 * instant search (its own chunk, never in the first load) takes over once the box is focused or 2 s
 * after the page: suggestions while typing, keyboard navigation, recent and popular queries.
 */
export function SearchBox() {
  const [wanted, setWanted] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => setWanted(true), SEARCH_SCRIPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is not in React's JSX types yet
    <form className="search" action="/search/" method="get" role="search">
      <input
        ref={input}
        className="search__input"
        type="search"
        name="q"
        placeholder="Поиск по каталогу"
        aria-label="Поиск по каталогу"
        maxLength={200}
        autoComplete="off"
        onFocus={() => setWanted(true)}
      />
      <button className="search__button" type="submit" aria-label="Найти">
        <Icon name="search" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <InstantSearch input={input} />
        </Suspense>
      )}
    </form>
  );
}
