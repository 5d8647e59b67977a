import type { FilterItem, FilterValue } from '@verstak/sdk';
import { Link } from '../../app/router';
import { appliedFilterChips } from './applied-filter-chips';
import { filteredHref } from './list-query';

/**
 * The applied filters above a listing's products (issue 17): each value a chip linking to the
 * listing without it, and «Сбросить все» to the unfiltered listing. Plain links, rendered on the
 * server: they work before hydration and without JS.
 */
export function AppliedFilters({
  listingPath,
  search,
  items,
  applied,
}: {
  listingPath: string;
  search: string;
  items: readonly FilterItem[];
  applied: readonly FilterValue[];
}) {
  const chips = appliedFilterChips(items, applied, (values) => filteredHref(listingPath, search, values));
  if (chips.length === 0) return null;
  return (
    <ul className="applied" aria-label="Выбранные фильтры">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link href={chip.href} className="applied__chip" aria-label={`Убрать фильтр «${chip.label}»`}>
            {chip.label}
            <span aria-hidden="true" className="applied__remove">
              ×
            </span>
          </Link>
        </li>
      ))}
      <li>
        <Link href={filteredHref(listingPath, search, [])} className="applied__reset">
          Сбросить все
        </Link>
      </li>
    </ul>
  );
}
