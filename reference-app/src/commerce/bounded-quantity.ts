/** A line's quantity kept between 0 (removes the line, §4.7) and what can be bought now. */
export function boundedQuantity(quantity: number, maxQuantity: number): number {
  if (!Number.isFinite(quantity)) return 0;
  return Math.max(0, Math.min(Math.trunc(quantity), Math.max(0, maxQuantity)));
}
