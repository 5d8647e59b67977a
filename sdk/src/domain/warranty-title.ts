import { plural } from './plural';

/** A warranty filter title (§5): above 24 months and divisible by 12 → years, otherwise months. */
export function warrantyTitle(months: number): string {
  if (months > 24 && months % 12 === 0) {
    const years = months / 12;
    return `${years} ${plural(years, ['год', 'года', 'лет'])}`;
  }
  return `${months} ${plural(months, ['месяц', 'месяца', 'месяцев'])}`;
}
