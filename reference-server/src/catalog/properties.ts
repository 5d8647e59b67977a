import type { FilterType } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { perDatabase } from '../db/per-database';

/** A property with its variants' titles. */
export interface PropertyInfo {
  id: number;
  code: string;
  title: string;
  type: FilterType;
  unit: string;
  sort: number;
  variants: Array<{ value: string; title: string }>;
}

/** Every property by code, with variants in their order. */
export async function loadProperties(db: Db): Promise<Map<string, PropertyInfo>> {
  const props = await db.query<Omit<PropertyInfo, 'variants'>>(
    'SELECT id, code, title, type, unit, sort FROM properties ORDER BY sort',
  );
  const variants = await db.query<{ property_id: number; value: string; title: string }>(
    'SELECT property_id, value, title FROM property_variants ORDER BY property_id, sort',
  );
  const byId = new Map(props.map((p) => [p.id, { ...p, variants: [] as PropertyInfo['variants'] }]));
  for (const v of variants) byId.get(v.property_id)?.variants.push({ value: v.value, title: v.title });
  return new Map([...byId.values()].map((p) => [p.code, p]));
}

/** {@link loadProperties}, once per database: properties and their variants only change with the seed. */
export const propertiesOf = perDatabase(loadProperties);

/** A property value as a shopper reads it: `1,45 кг`, `Да`, `Быстрозажимной`. */
export function formatPropertyValue(property: PropertyInfo, value: unknown): string {
  if (typeof value === 'number')
    return `${String(value).replace('.', ',')}${property.unit ? ` ${property.unit}` : ''}`;
  const text = String(value);
  return property.variants.find((v) => v.value === text)?.title ?? text;
}
