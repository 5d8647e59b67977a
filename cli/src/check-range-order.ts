import type { FilterValue } from '@verstak/sdk';
import { CliError } from './io';

/**
 * Refuses a range whose lower bound is above its upper one (`price-from-5000-to-100`): the API reads
 * it as a filter that matches nothing, which a script would take for an empty section.
 */
export function checkRangeOrder(values: readonly FilterValue[]): void {
  for (const value of values) {
    if (value.kind === 'range' && value.from !== undefined && value.to !== undefined && value.from > value.to)
      throw new CliError(
        `The range of ${value.code} runs from ${value.from} to ${value.to}: its lower bound must not exceed its upper bound`,
        'invalid_range',
      );
  }
}
