import { type FilterItem, type FilterValue, formatNumber } from '@verstak/sdk';

/** One applied filter value as a chip: what it says and the address without it. */
export interface AppliedFilterChip {
  key: string;
  label: string;
  /** The listing's address with every applied value but this one. */
  href: string;
}

/** A range as a chip says it: «Цена: от 1 000 до 5 000 ₽». */
function rangeLabel(
  item: FilterItem | undefined,
  value: { code: string; from?: number | undefined; to?: number | undefined },
): string {
  const bounds = [
    value.from !== undefined ? `от ${formatNumber(value.from)}` : '',
    value.to !== undefined ? `до ${formatNumber(value.to)}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const unit = item?.unit ? ` ${item.unit}` : '';
  return `${item?.title ?? value.code}: ${bounds}${unit}`;
}

/** A list filter's value as a chip says it: the variant's name; a yes/no filter's title with «да» or «нет». */
function choiceLabel(item: FilterItem | undefined, value: string): string {
  if (item?.type === 'bool') return `${item.title}: ${value === 'yes' ? 'да' : 'нет'}`;
  return item?.variants.find((v) => v.value === value)?.title ?? value;
}

/**
 * The applied filters of a listing as removable chips (issue 17): one per chosen value of a list
 * filter, one per range, each linking to the listing without it (`hrefOf` writes the address of a
 * set of values, the filter path of §5).
 */
export function appliedFilterChips(
  items: readonly FilterItem[],
  applied: readonly FilterValue[],
  hrefOf: (values: readonly FilterValue[]) => string,
): AppliedFilterChip[] {
  const byCode = new Map(items.map((item) => [item.code, item]));
  const others = (value: FilterValue) => applied.filter((v) => v !== value);
  return applied.flatMap((value): AppliedFilterChip[] => {
    const item = byCode.get(value.code);
    if (value.kind === 'range') {
      if (value.from === undefined && value.to === undefined) return [];
      return [{ key: value.code, label: rangeLabel(item, value), href: hrefOf(others(value)) }];
    }
    // An address may repeat a value (`brand-is-makita-or-makita`): one chip for it, the links without copies.
    const unique = [...new Set(value.values)];
    return unique.map((chosen) => {
      const rest = unique.filter((v) => v !== chosen);
      const without =
        rest.length > 0 ? applied.map((v) => (v === value ? { ...value, values: rest } : v)) : others(value);
      return { key: `${value.code}:${chosen}`, label: choiceLabel(item, chosen), href: hrefOf(without) };
    });
  });
}
