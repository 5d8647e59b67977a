import type { CompareProperty } from '@verstak/sdk/contract';
import { formatPropertyValue, type PropertyInfo } from '../catalog/properties';

/** What a compared product's values are read from. */
export interface ComparedProduct {
  id: number;
  /** Whole roubles. */
  price: number;
  brandTitle: string;
  props: Readonly<Record<string, string | number>>;
}

/** The value shown where a product lacks the property. */
export const MISSING_VALUE = '—';

/** Roubles as the storefront writes them (the SDK's formatPrice): `12 990 ₽`, with no-break spaces. */
const roubles = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** A product's value of a property as a shopper reads it; price and brand come from its columns. */
function shownValue(product: ComparedProduct, property: PropertyInfo): string {
  if (property.code === 'price') return roubles.format(product.price);
  if (property.code === 'brand') return product.brandTitle;
  const value = product.props[property.code];
  return value === undefined ? MISSING_VALUE : formatPropertyValue(property, value);
}

function compared(products: readonly ComparedProduct[], property: PropertyInfo): CompareProperty {
  const values: Record<string, string> = {};
  for (const product of products) values[String(product.id)] = shownValue(product, property);
  return {
    code: property.code,
    title: property.title,
    values,
    differs: new Set(Object.values(values)).size > 1,
  };
}

/**
 * The properties of a section's compared products (§3 compare state): the important ones are the
 * section's filter properties (`important`, in their order); the additional ones, every other
 * property any of the products carries, in property order. Each has every product's value (with its
 * unit, {@link MISSING_VALUE} when the product lacks it) and whether the values differ.
 */
export function compareProperties(
  products: readonly ComparedProduct[],
  important: readonly PropertyInfo[],
  all: ReadonlyMap<string, PropertyInfo>,
): { important: CompareProperty[]; additional: CompareProperty[] } {
  const taken = new Set(important.map((p) => p.code));
  const extra = new Set<string>();
  for (const product of products)
    for (const code of Object.keys(product.props)) if (!taken.has(code) && code !== 'brand') extra.add(code);
  const additional = [...extra]
    .flatMap((code) => all.get(code) ?? [])
    .sort((a, b) => a.sort - b.sort || a.code.localeCompare(b.code));
  return {
    important: important.map((p) => compared(products, p)),
    additional: additional.map((p) => compared(products, p)),
  };
}
