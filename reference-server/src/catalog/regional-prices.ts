// Regional prices (§4.3: prices follow the chosen city; migration 029). Each city belongs to a price
// zone (`cities.price_zone`): zone 0 is the base price list, `products.price` and `old_price`
// (Moscow's), another zone's list (`zone_prices`) names the products it prices otherwise and every
// other product keeps its base price there. Every price the server reads for a city goes through
// these expressions: cards, the product page, basket lines (and so checkout), sorts and the price filter.

/** The price columns a zone's list overrides. */
export type PriceColumn = 'price' | 'old_price';

/** A product's `column` in products row `row` for the city whose id is the SQL parameter `cityParam`. */
export function cityPriceSql(column: PriceColumn, cityParam: string, row = 'p'): string {
  return `coalesce((SELECT zp.${column} FROM zone_prices zp JOIN cities zc ON zc.price_zone = zp.zone
    WHERE zc.id = ${cityParam} AND zp.product_id = ${row}.id), ${row}.${column})`;
}

function checkZone(zone: number): void {
  if (!Number.isInteger(zone) || zone < 0) throw new Error(`A price zone is a whole number ≥ 0, got ${zone}`);
}

/**
 * A product's `column` in products row `row` in a known zone, for a scan of a scope: the base column
 * itself in zone 0, so a base-zone scan (Moscow's) reads and sorts as it did before there were
 * regional prices; elsewhere the zone's row joined by {@link zonePricesJoin}, read once per product.
 */
export function zonePriceSql(column: PriceColumn, zone: number, row = 'p'): string {
  checkZone(zone);
  return zone === 0 ? `${row}.${column}` : `coalesce(zp.${column}, ${row}.${column})`;
}

/** The join {@link zonePriceSql} reads, to put after `products ${row}`: nothing in zone 0. */
export function zonePricesJoin(zone: number, row = 'p'): string {
  checkZone(zone);
  return zone === 0 ? '' : ` LEFT JOIN zone_prices zp ON zp.product_id = ${row}.id AND zp.zone = ${zone}`;
}

/** The key a scope's kept figures or orders have in a zone: the scope's own in the base zone. */
export function zoneScopeKey(scopeKey: string, zone: number): string {
  checkZone(zone);
  return zone === 0 ? scopeKey : `${scopeKey}@zone${zone}`;
}
