import type { FilterType, FilterValue } from '../api/api-types';

/** The message of an unknown filter condition (§5, §8). */
export const FILTER_NOT_FOUND_MESSAGE = 'Характеристика не найдена';

/** Thrown by {@link parseFilterPath} for a condition the definition does not know. */
export class FilterPathError extends Error {
  /** The offending condition, as written in the URL. */
  readonly condition: string;
  constructor(condition: string) {
    super(FILTER_NOT_FOUND_MESSAGE);
    this.name = 'FilterPathError';
    this.condition = condition;
  }
}

/** What the grammar needs of a filter definition item: its code, type and (for lists) variant values. */
export interface FilterDefinitionItem {
  readonly code: string;
  readonly type: FilterType;
  readonly variants?: ReadonlyArray<{ readonly value: string }>;
}

/** A filter URL split into the section it filters and the chosen values. */
export interface ParsedFilterPath {
  sectionPath: string;
  values: FilterValue[];
}

const FILTER_SEGMENT = '/filter/';
const APPLY_SEGMENT = 'apply';
/**
 * A bound: at most 15 integer digits and 6 decimals, so every bound the grammar accepts prints back
 * without an exponent (a longer one names no condition: «Характеристика не найдена»).
 */
const NUMBER = '(\\d{1,15}(?:-\\d{1,6})?)';
const RANGE = new RegExp(`^(?:from-${NUMBER}(?:-to-${NUMBER})?|to-${NUMBER})$`);

/** Whether a filter type is written as a range (`from`/`to`) rather than a choice (`is`). */
export function isRangeType(type: FilterType): boolean {
  return type === 'int' || type === 'float';
}

function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/** Writes a number the way the grammar does: the decimal point as a dash (§5). */
export function formatFilterNumber(value: number): string {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`A filter bound must be a finite non-negative number, got ${value}`);
  }
  if (value >= 1e15) throw new RangeError(`A filter bound is out of range: ${value}`);
  // Six decimals at most, as the grammar reads them; String() of such a number has no exponent.
  return String(Number(value.toFixed(6))).replace('.', '-');
}

function parseFilterNumber(text: string): number {
  return Number(text.replace('-', '.'));
}

function parseRange(code: string, rest: string): FilterValue | null {
  const m = RANGE.exec(rest);
  if (!m) return null;
  const [, from, fromTo, onlyTo] = m;
  const value: FilterValue = { code, kind: 'range' };
  if (from !== undefined) value.from = parseFilterNumber(from);
  const to = fromTo ?? onlyTo;
  if (to !== undefined) value.to = parseFilterNumber(to);
  return value;
}

/** Splits `v1-or-v2-or-v3` into known variant values, preferring the longest known value first. */
function splitChoice(
  text: string,
  known: ReadonlyArray<{ readonly value: string }> | undefined,
): string[] | null {
  if (text === '') return null;
  if (!known || known.length === 0) {
    const parts = text.split('-or-');
    return parts.every((p) => p !== '') ? parts : null;
  }
  const values = [...new Set(known.map((v) => v.value))].sort((a, b) => b.length - a.length);
  const walk = (from: number): string[] | null => {
    for (const value of values) {
      if (!text.startsWith(value, from)) continue;
      const end = from + value.length;
      if (end === text.length) return [value];
      if (text.startsWith('-or-', end)) {
        const tail = walk(end + 4);
        if (tail) return [value, ...tail];
      }
    }
    return null;
  };
  return walk(0);
}

function isWholeRange(value: FilterValue): boolean {
  return (
    value.kind === 'range' && [value.from, value.to].every((n) => n === undefined || Number.isInteger(n))
  );
}

function parseCondition(condition: string, definition: readonly FilterDefinitionItem[]): FilterValue {
  // Codes may contain dashes, so try every code the condition starts with, longest first.
  const candidates = definition
    .filter((item) => condition.startsWith(`${item.code}-`))
    .sort((a, b) => b.code.length - a.code.length);
  for (const item of candidates) {
    const rest = condition.slice(item.code.length + 1);
    if (isRangeType(item.type)) {
      const range = parseRange(item.code, rest);
      if (range && (item.type === 'float' || isWholeRange(range))) return range;
    } else if (rest.startsWith('is-')) {
      const values = splitChoice(rest.slice(3), item.variants);
      if (values) return { code: item.code, kind: 'choice', values };
    }
  }
  throw new FilterPathError(condition);
}

/**
 * Parses a catalogue URL path in the filter grammar of §5:
 * `{sectionPath}filter/{code}-from-{min}-to-{max}/{code}-is-{v1}-or-{v2}/apply/`.
 * `definition` (the section's filter items) tells codes and values that contain dashes apart.
 * @throws FilterPathError with the message `Характеристика не найдена` for an unknown condition.
 */
export function parseFilterPath(path: string, definition: readonly FilterDefinitionItem[]): ParsedFilterPath {
  const clean = path.split(/[?#]/, 1)[0] as string;
  const at = clean.indexOf(FILTER_SEGMENT);
  if (at === -1) return { sectionPath: withTrailingSlash(clean), values: [] };
  const sectionPath = clean.slice(0, at + 1);
  const segments = clean.slice(at + FILTER_SEGMENT.length).split('/');
  if (segments.at(-1) === '') segments.pop();
  if (segments.pop() !== APPLY_SEGMENT) throw new FilterPathError(segments.join('/'));
  const values: FilterValue[] = [];
  const seen = new Set<string>();
  for (const condition of segments) {
    if (condition === '') continue;
    const value = parseCondition(decodeURIComponent(condition), definition);
    if (seen.has(value.code)) throw new FilterPathError(condition);
    seen.add(value.code);
    values.push(value);
  }
  return { sectionPath, values };
}

/** Writes one chosen value as a condition, or null when it chooses nothing. */
export function formatFilterCondition(value: FilterValue): string | null {
  if (value.kind === 'choice') {
    return value.values.length > 0 ? `${value.code}-is-${value.values.join('-or-')}` : null;
  }
  const from = value.from === undefined ? null : `from-${formatFilterNumber(value.from)}`;
  const to = value.to === undefined ? null : `to-${formatFilterNumber(value.to)}`;
  if (from === null && to === null) return null;
  return `${value.code}-${[from, to].filter((p) => p !== null).join('-')}`;
}

/**
 * Builds the URL path of a section with chosen filter values (§5), in the order given.
 * Values that choose nothing are left out; with none left the section path itself is returned.
 */
export function buildFilterPath(sectionPath: string, values: readonly FilterValue[]): string {
  const base = withTrailingSlash(sectionPath);
  const conditions = values.map(formatFilterCondition).filter((c): c is string => c !== null);
  return conditions.length === 0 ? base : `${base}filter/${conditions.join('/')}/apply/`;
}

/**
 * The `filterConditions` wire form (`Route.wire`): a list of filter values in the §5 grammar; a
 * string (a URL's conditions as they came) is sent as it is.
 */
export function filterConditionsWire(value: unknown): unknown {
  return Array.isArray(value) ? buildFilterConditions(value as FilterValue[]) : value;
}

/** The conditions part alone (`a-is-x/b-from-1`), as the section calls take it in `filter`. */
export function buildFilterConditions(values: readonly FilterValue[]): string {
  return values
    .map(formatFilterCondition)
    .filter((c): c is string => c !== null)
    .join('/');
}

/** Parses the conditions part alone (as the `filter` param carries it). */
export function parseFilterConditions(
  conditions: string,
  definition: readonly FilterDefinitionItem[],
): FilterValue[] {
  const trimmed = conditions.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return [];
  return parseFilterPath(`${FILTER_SEGMENT}${trimmed}/${APPLY_SEGMENT}/`, definition).values;
}
