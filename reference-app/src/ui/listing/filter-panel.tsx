import { useFilter, useVerstak } from '@verstak/react';
import { buildFilterPath, type FilterItem, formatNumber, isRangeType } from '@verstak/sdk';
import type { FormEvent } from 'react';
import { useLocation } from '../../app/router';
import { listHref, readListQuery } from './list-query';

const toNumber = (text: FormDataEntryValue | null): number | undefined => {
  const value = String(text ?? '')
    .trim()
    .replace(',', '.')
    .replace(/\s/g, '');
  return value === '' || !Number.isFinite(Number(value)) ? undefined : Number(value);
};

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

/**
 * The filter panel of a listing: every filter type of §5, facet counts per variant, the applied count,
 * «Показать» to apply and «Сбросить» to clear. The URL is the state: applying navigates to the
 * filter path of §5, so back and forward work.
 */
export function FilterPanel({ listingPath, search }: { listingPath: string; search: string }) {
  const { stores } = useVerstak();
  const state = useFilter();
  const [, navigate] = useLocation();
  // A new filter keeps the sort and starts again from the first page.
  const listOf = (path: string) => listHref(path, '', { sort: readListQuery(search).sort });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    for (const item of state.items) {
      if (isRangeType(item.type)) {
        stores.filter.setRange(item.code, {
          from: toNumber(form.get(`${item.code}:from`)),
          to: toNumber(form.get(`${item.code}:to`)),
        });
      }
    }
    navigate(listOf(buildFilterPath(listingPath, stores.filter.apply())));
  };
  const onReset = () => {
    stores.filter.clear();
    navigate(listOf(listingPath));
  };

  return (
    <form
      method="post"
      className="filter"
      aria-label="Фильтр"
      onSubmit={onSubmit}
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
                      onChange={() => stores.filter.toggleValue(item.code, variant.value)}
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
        <button type="submit" className="button button--orange">
          Показать
        </button>
        <button type="button" className="button button--light" onClick={onReset}>
          Сбросить
        </button>
      </div>
    </form>
  );
}
