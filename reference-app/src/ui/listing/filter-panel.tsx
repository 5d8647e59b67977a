import { filterStoreOf, useFilter, useVerstak } from '@verstak/react';
import {
  type FilterItem,
  type FilterState,
  type FilterValue,
  formatNumber,
  isFilterValueEmpty,
  isRangeType,
  plural,
} from '@verstak/sdk';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from '../../app/router';
import { filteredHref } from './list-query';
import type { LiveCount } from './live-count';

/**
 * A typed bound («1 990», «10,8») as a number the §5 grammar can write (0 to under 10^15), else no
 * bound: «-5» or «1e20» would make the filter path throw on every later choice.
 */
export function toNumber(text: FormDataEntryValue | null): number | undefined {
  const value = String(text ?? '')
    .trim()
    .replace(',', '.')
    .replace(/\s/g, '');
  const number = Number(value);
  return value === '' || !Number.isFinite(number) || number < 0 || number >= 1e15 ? undefined : number;
}

function RangeField({
  item,
  from,
  to,
}: {
  item: FilterItem;
  from?: number | undefined;
  to?: number | undefined;
}) {
  const unit = item.unit ? `, ${item.unit}` : '';
  return (
    <fieldset className="filter__field">
      <legend>
        {item.title}
        {unit}
      </legend>
      <div className="filter__range">
        <label>
          от
          <input
            name={`${item.code}:from`}
            inputMode="decimal"
            placeholder={formatNumber(item.min)}
            defaultValue={from ?? ''}
            aria-label={`${item.title} от`}
          />
        </label>
        <label>
          до
          <input
            name={`${item.code}:to`}
            inputMode="decimal"
            placeholder={formatNumber(item.max)}
            defaultValue={to ?? ''}
            aria-label={`${item.title} до`}
          />
        </label>
      </div>
    </fieldset>
  );
}

/** The shopper's choice, applied or not: the runtime values of §3 in definition order, empty ones left out. */
function chosenValues({ items, runtime }: Pick<FilterState, 'items' | 'runtime'>): FilterValue[] {
  return items
    .map((item) => runtime[item.code])
    .filter((v): v is FilterValue => v !== undefined && !isFilterValueEmpty(v));
}

/** «Показать 124 товара»; «Показать» while the count of a new choice is on its way or unknown. */
export function showLabel(total: number | null): string {
  return total === null ? 'Показать' : `Показать ${total} ${plural(total, ['товар', 'товара', 'товаров'])}`;
}

/**
 * The filter panel of a listing: every filter type of §5, facet counts per variant, the applied count,
 * «Показать N товаров» to apply and «Сбросить» to clear. The URL is the state: applying navigates to
 * the filter path of §5, so back and forward work. The shopper's choices are the runtime state of §3,
 * applied with the button, which stays in view (sticky) with the count of what it would show: the
 * listing's filter twin asked ~500 ms after the last choice (live-count.ts, loaded on first use).
 */
export function FilterPanel({ listingPath, search }: { listingPath: string; search: string }) {
  const { client, stores } = useVerstak();
  const filter = filterStoreOf(stores);
  const state = useFilter();
  const [location, navigate] = useLocation();
  // The count of a choice not applied yet: its address and total (null while asked, or unknown).
  const [live, setLive] = useState<{ href: string; total: number | null } | null>(null);
  const counter = useRef<LiveCount | null>(null);
  useEffect(() => () => counter.current?.cancel(), []);
  const current = filteredHref(listingPath, search, state.applied);
  // A new address (applied, cleared, back) makes the choice the applied one again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address change is the trigger
  useEffect(() => {
    counter.current?.cancel();
    setLive(null);
  }, [location, search]);

  const readRanges = (form: HTMLFormElement) => {
    const data = new FormData(form);
    for (const item of filter.getSnapshot().items) {
      if (isRangeType(item.type)) {
        filter.setRange(item.code, {
          from: toNumber(data.get(`${item.code}:from`)),
          to: toNumber(data.get(`${item.code}:to`)),
        });
      }
    }
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    readRanges(event.currentTarget);
    const href = filteredHref(listingPath, search, chosenValues(filter.getSnapshot()));
    if (href === current) {
      counter.current?.cancel();
      setLive(null);
      return;
    }
    setLive({ href, total: null });
    const origin = window.location.origin;
    void import('./live-count').then(({ countAt, liveCount }) => {
      counter.current ??= liveCount(
        (to) => countAt(client, to, origin),
        (to, total) => setLive((now) => (now?.href === to ? { href: to, total } : now)),
      );
      counter.current.request(href);
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    readRanges(event.currentTarget);
    navigate(filteredHref(listingPath, search, filter.apply()));
  };
  const onReset = () => {
    filter.clear();
    navigate(filteredHref(listingPath, search, []));
  };
  const total = live ? live.total : state.total;

  return (
    <form
      method="post"
      className="filter"
      aria-label="Фильтр"
      onSubmit={onSubmit}
      onChange={onChange}
      key={JSON.stringify(state.applied)}
    >
      <p className="filter__title">
        Фильтр
        {state.appliedCount > 0 && <span className="filter__count"> · выбрано: {state.appliedCount}</span>}
      </p>
      {state.items.map((item) => {
        const runtime = state.runtime[item.code];
        if (isRangeType(item.type)) {
          if (item.max <= item.min) return null;
          return (
            <RangeField
              key={item.code}
              item={item}
              from={runtime?.kind === 'range' ? runtime.from : undefined}
              to={runtime?.kind === 'range' ? runtime.to : undefined}
            />
          );
        }
        if (item.variants.length === 0) return null;
        const chosen = new Set(runtime?.kind === 'choice' ? runtime.values : []);
        return (
          <fieldset key={item.code} className="filter__field">
            <legend>{item.title}</legend>
            <ul className="filter__variants">
              {item.variants.map((variant) => (
                <li key={variant.value}>
                  <label>
                    <input
                      type="checkbox"
                      checked={chosen.has(variant.value)}
                      onChange={() => filter.toggleValue(item.code, variant.value)}
                    />
                    {item.type === 'bool' ? (variant.value === 'yes' ? 'Да' : 'Нет') : variant.title}{' '}
                    <span className="filter__stat">{variant.stat}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
      <div className="filter__buttons">
        <button
          type="submit"
          className="button button--orange"
          aria-busy={live !== null && live.total === null}
        >
          {showLabel(total)}
        </button>
        <button type="button" className="button button--light" onClick={onReset}>
          Сбросить
        </button>
        <output className="visually-hidden" aria-live="polite">
          {live?.total != null &&
            `Найдено ${live.total} ${plural(live.total, ['товар', 'товара', 'товаров'])}`}
        </output>
      </div>
    </form>
  );
}
