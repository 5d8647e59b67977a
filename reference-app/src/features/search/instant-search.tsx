import './search.css';
import { useAnalytics, useVerstak, VerstakProvider, type VerstakValue } from '@verstak/react';
import { formatPrice, type InstantSearchData, searchApi, searchEvent } from '@verstak/sdk';
import { type RefObject, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from '../../app/router';
import { readRecent, rememberQuery } from './recent-queries';
import { readSearchQuery, searchHref } from './search-query';

/** How long typing pauses before the suggestions are asked for. */
const TYPING_PAUSE_MS = 150;
/** Products the suggestions show. */
const PRODUCTS_SHOWN = 6;

/** One choosable line of the suggestions. */
interface Option {
  key: string;
  group: 'recent' | 'popular' | 'sections' | 'brands' | 'products' | 'all';
  href: string;
  /** The query this line searches for (recent, popular, all), remembered when chosen. */
  query?: string;
  label: string;
  picture?: string;
  price?: number;
  note?: string;
}

const GROUP_TITLES: Record<Option['group'], string> = {
  recent: 'Вы искали',
  popular: 'Часто ищут',
  sections: 'Разделы',
  brands: 'Бренды',
  products: 'Товары',
  all: '',
};

/** The lines of the suggestions: recent and popular queries for an empty box, matches otherwise. */
function optionsOf(query: string, data: InstantSearchData | null, recent: string[]): Option[] {
  const options: Option[] = [];
  if (!query) {
    for (const q of recent)
      options.push({ key: `r:${q}`, group: 'recent', href: searchHref(q), query: q, label: q });
    for (const p of data?.popular ?? [])
      options.push({ key: `p:${p.query}`, group: 'popular', href: p.url, query: p.query, label: p.query });
    return options;
  }
  if (!data) return options;
  for (const s of data.sections)
    options.push({
      key: `s:${s.id}`,
      group: 'sections',
      href: s.url,
      label: s.title,
      note: String(s.productCount),
    });
  for (const b of data.brands)
    options.push({
      key: `b:${b.code}`,
      group: 'brands',
      href: b.url,
      label: b.title,
      note: String(b.productCount),
    });
  for (const p of data.products)
    options.push({
      key: `g:${p.id}`,
      group: 'products',
      href: p.url,
      label: p.title,
      picture: p.previewPicture,
      price: p.priceCurrent.current,
    });
  if (data.total > 0)
    options.push({
      key: 'all',
      group: 'all',
      href: searchHref(query),
      query,
      label: `Все результаты: ${data.total}`,
    });
  else
    for (const p of data.popular)
      options.push({ key: `p:${p.query}`, group: 'popular', href: p.url, query: p.query, label: p.query });
  return options;
}

/**
 * The instant search over the header's box (an ARIA combobox): sections, brands and products with
 * picture and price while the shopper types, recent queries (kept in this browser) and popular ones
 * for an empty box; ↑/↓ move through them, Enter opens the chosen line or searches, Esc closes. A
 * submit is tracked only for a non-empty trimmed query (§5).
 */
export function InstantSearch({ input }: { input: RefObject<HTMLInputElement | null> }) {
  const { client } = useVerstak();
  const analytics = useAnalytics();
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState('');
  const [data, setData] = useState<InstantSearchData | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState<string[]>([]);
  const asked = useRef(0);
  const options = useMemo(() => optionsOf(query, data, recent), [query, data, recent]);

  const ask = useCallback(
    (q: string) => {
      const turn = ++asked.current;
      searchApi(client)
        .catalog({ q, limit: PRODUCTS_SHOWN })
        .then(
          (answer) => {
            // An older answer arriving after a newer question is not shown.
            if (turn === asked.current) setData(answer);
          },
          () => {
            if (turn === asked.current) setData(null);
          },
        );
    },
    [client],
  );

  const go = useCallback(
    (href: string, q?: string) => {
      if (q !== undefined) {
        const event = searchEvent(q);
        if (event) analytics.track(event);
        setRecent(rememberQuery(q));
      }
      setOpen(false);
      setActive(-1);
      input.current?.blur();
      navigate(href);
    },
    [analytics, input],
  );

  // The box becomes a combobox as soon as this code is here; what it typed before is read now.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute('role', 'combobox');
    box.setAttribute('aria-autocomplete', 'list');
    box.setAttribute('aria-controls', listId);
    setRecent(readRecent());
    const q = readSearchQuery(box.value);
    setQuery(q);
    ask(q);
    if (document.activeElement === box) setOpen(true);
  }, [input, listId, ask]);

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute('aria-expanded', String(open && options.length > 0));
    const current = options[active];
    if (open && current) box.setAttribute('aria-activedescendant', `${id}-${active}`);
    else box.removeAttribute('aria-activedescendant');
  }, [input, id, open, options, active]);

  useEffect(() => {
    const box = input.current;
    const form = box?.form;
    if (!box || !form) return;
    let pause: ReturnType<typeof setTimeout> | undefined;
    const onInput = () => {
      const q = readSearchQuery(box.value);
      setQuery(q);
      setActive(-1);
      setOpen(true);
      clearTimeout(pause);
      pause = setTimeout(() => ask(q), TYPING_PAUSE_MS);
    };
    const onFocus = () => setOpen(true);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((i) => {
          const n = optionsRef.current.length;
          if (n === 0) return -1;
          return i < 0 && step < 0 ? n - 1 : (i + step + n) % n;
        });
      } else if (event.key === 'Escape') {
        if (openRef.current) event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (event.key === 'Enter') {
        const chosen = openRef.current ? optionsRef.current[activeRef.current] : undefined;
        if (chosen) {
          event.preventDefault();
          go(chosen.href, chosen.query);
        }
      }
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      const q = readSearchQuery(box.value);
      // An empty or blank query goes nowhere and is not tracked (§5).
      if (q) go(searchHref(q), q);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!form.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    box.addEventListener('input', onInput);
    box.addEventListener('focus', onFocus);
    box.addEventListener('keydown', onKey);
    form.addEventListener('submit', onSubmit);
    form.addEventListener('focusout', onFocusOut);
    return () => {
      clearTimeout(pause);
      box.removeEventListener('input', onInput);
      box.removeEventListener('focus', onFocus);
      box.removeEventListener('keydown', onKey);
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('focusout', onFocusOut);
    };
  }, [input, ask, go]);

  // The listeners above read the latest state through these, so they are added once.
  const optionsRef = useRef(options);
  const openRef = useRef(open);
  const activeRef = useRef(active);
  optionsRef.current = options;
  openRef.current = open;
  activeRef.current = active;

  if (!open || options.length === 0)
    return <div id={listId} role="listbox" aria-label="Подсказки поиска" hidden />;
  return (
    <div className="instant" id={listId} role="listbox" aria-label="Подсказки поиска">
      {options.map((option, i) => {
        const first = options[i - 1]?.group !== option.group;
        const title = GROUP_TITLES[option.group];
        return (
          <div key={option.key} role="presentation">
            {first && title && (
              <div className="instant__group" role="presentation">
                {title}
              </div>
            )}
            <a
              id={`${id}-${i}`}
              role="option"
              aria-selected={i === active}
              tabIndex={-1}
              href={option.href}
              className={`instant__option instant__option--${option.group}${i === active ? ' is-active' : ''}`}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={(event) => {
                if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
                event.preventDefault();
                go(option.href, option.query);
              }}
            >
              {option.picture !== undefined && (
                <img
                  className="instant__picture"
                  src={option.picture}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                />
              )}
              <span className="instant__label">{option.label}</span>
              {option.note !== undefined && <span className="instant__note">{option.note}</span>}
              {option.price !== undefined && (
                <span className="instant__price">{formatPrice(option.price)}</span>
              )}
            </a>
          </div>
        );
      })}
    </div>
  );
}

/**
 * Mounts the instant search on the header's box (the search box calls it once its chunk has come):
 * a root of its own in the box's form, under the app's client and stores. Returns the unmount.
 */
export function mountInstantSearch(verstak: VerstakValue): () => void {
  const box = document.querySelector('.header .search__input') as HTMLInputElement;
  const host = document.createElement('div');
  box.form?.append(host);
  const root = createRoot(host);
  root.render(
    <VerstakProvider value={verstak}>
      <InstantSearch input={{ current: box }} />
    </VerstakProvider>,
  );
  return () => {
    root.unmount();
    host.remove();
  };
}
