import type { FilterItem, FilterValue, FilterVariant } from '../api/api-types';
import { isRangeType } from '../domain/filter-path';
import { observableState, type ReadableStore } from './observable-state';

/** A filtered entity's filter (§3): its definition, the runtime (unapplied) and the applied state. */
export interface FilterState {
  /** The definition, with only the variants whose stat is above 0 (§4.9). */
  items: FilterItem[];
  /** Variants per filter code, keyed by value; manufacturer keys are prefixed with `_` (§4.9). */
  variantsByKey: Record<string, Record<string, FilterVariant>>;
  /** What the shopper has chosen but not applied yet, per code. */
  runtime: Record<string, FilterValue>;
  /** What is applied (in the URL), in definition order. */
  applied: FilterValue[];
  /** Number of non-empty applied filters: a range counts once, a list each selected value (§4.9). */
  appliedCount: number;
  /** Products matching the applied filters, when known. */
  total: number | null;
}

/** The filter store of one entity. */
export interface FilterStore extends ReadableStore<FilterState> {
  /** Takes a definition (e.g. from the section call) and the applied values; runtime follows the applied state. */
  setDefinition(items: readonly FilterItem[], applied?: readonly FilterValue[], total?: number | null): void;
  /** Sets a range in the runtime state, clamped to the filter's bounds (§4.9). */
  setRange(code: string, range: { from?: number | undefined; to?: number | undefined }): void;
  /** Adds or removes one value of a list filter in the runtime state. */
  toggleValue(code: string, value: string): void;
  /** Applies the runtime state and returns the applied values in definition order. */
  apply(): FilterValue[];
  /** Clears runtime and applied state (§4.9). */
  clear(): void;
  /** Drops unapplied changes. */
  resetRuntime(): void;
}

/** Whether a value chooses anything. */
export function isFilterValueEmpty(value: FilterValue): boolean {
  return value.kind === 'choice'
    ? value.values.length === 0
    : value.from === undefined && value.to === undefined;
}

/** The applied count of §4.9. */
export function countAppliedFilters(values: readonly FilterValue[]): number {
  return values.reduce(
    (n, v) => n + (v.kind === 'choice' ? v.values.length : isFilterValueEmpty(v) ? 0 : 1),
    0,
  );
}

/** The key a variant is stored under: manufacturer keys get a `_` prefix (§4.9). */
export function variantKey(item: Pick<FilterItem, 'isManufacturer'>, value: string): string {
  return item.isManufacturer ? `_${value}` : value;
}

/** Clamps a range to a filter's bounds (§4.9): min equal to the lower bound is unset, min ≤ max bound, max ≥ min bound. */
export function clampRange(
  item: Pick<FilterItem, 'min' | 'max'>,
  range: { from?: number | undefined; to?: number | undefined },
): { from?: number; to?: number } {
  const out: { from?: number; to?: number } = {};
  if (range.from !== undefined && Number.isFinite(range.from)) {
    const from = Math.min(range.from, item.max);
    if (from > item.min) out.from = from;
  }
  if (range.to !== undefined && Number.isFinite(range.to)) out.to = Math.max(range.to, item.min);
  return out;
}

function ordered(items: readonly FilterItem[], runtime: Record<string, FilterValue>): FilterValue[] {
  return items
    .map((item) => runtime[item.code])
    .filter((v): v is FilterValue => v !== undefined && !isFilterValueEmpty(v));
}

/** Creates the filter store of one entity. */
export function createFilterStore(): FilterStore {
  const state = observableState<FilterState>({
    items: [],
    variantsByKey: {},
    runtime: {},
    applied: [],
    appliedCount: 0,
    total: null,
  });
  const find = (code: string) => state.getSnapshot().items.find((i) => i.code === code);
  return {
    getSnapshot: state.getSnapshot,
    subscribe: state.subscribe,
    setDefinition(items, applied, total = null) {
      const kept = items.map((item) => ({ ...item, variants: item.variants.filter((v) => v.stat > 0) }));
      const values = applied ?? items.map((i) => i.applied).filter((v): v is FilterValue => v !== null);
      const runtime = Object.fromEntries(values.map((v) => [v.code, v]));
      const shown = ordered(kept, runtime);
      state.set({
        items: kept,
        variantsByKey: Object.fromEntries(
          kept.map((item) => [
            item.code,
            Object.fromEntries(item.variants.map((v) => [variantKey(item, v.value), v])),
          ]),
        ),
        runtime,
        applied: shown,
        appliedCount: countAppliedFilters(shown),
        total,
      });
    },
    setRange(code, range) {
      const item = find(code);
      if (!item || !isRangeType(item.type)) throw new Error(`Filter "${code}" is not a range filter`);
      state.set((s) => ({
        runtime: { ...s.runtime, [code]: { code, kind: 'range', ...clampRange(item, range) } },
      }));
    },
    toggleValue(code, value) {
      const item = find(code);
      if (!item || isRangeType(item.type)) throw new Error(`Filter "${code}" is not a list filter`);
      state.set((s) => {
        const current = s.runtime[code];
        const values = current?.kind === 'choice' ? [...current.values] : [];
        const at = values.indexOf(value);
        if (at === -1) values.push(value);
        else values.splice(at, 1);
        return { runtime: { ...s.runtime, [code]: { code, kind: 'choice', values } } };
      });
    },
    apply() {
      state.set((s) => {
        const applied = ordered(s.items, s.runtime);
        return { applied, appliedCount: countAppliedFilters(applied) };
      });
      return state.getSnapshot().applied;
    },
    clear() {
      state.set({ runtime: {}, applied: [], appliedCount: 0 });
    },
    resetRuntime() {
      state.set((s) => ({ runtime: Object.fromEntries(s.applied.map((v) => [v.code, v])) }));
    },
  };
}
