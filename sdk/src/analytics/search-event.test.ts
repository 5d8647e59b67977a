import { describe, expect, it } from 'vitest';
import { toDataLayerEntry } from './data-layer-adapter';
import { searchEvent } from './search-event';

describe('searchEvent (§5: a search submit is tracked only for a non-empty trimmed query)', () => {
  it('is null for an empty or blank query', () => {
    for (const q of ['', ' ', '\t \n', '\u00a0']) expect(searchEvent(q), JSON.stringify(q)).toBeNull();
  });

  it('carries the trimmed query, at most 200 characters', () => {
    expect(searchEvent('  дрель makita ')).toEqual({ type: 'search', query: 'дрель makita' });
    expect((searchEvent(`${'д'.repeat(300)}`) as { query: string }).query).toHaveLength(200);
  });

  it('goes to the data layer as a search goal', () => {
    expect(toDataLayerEntry({ type: 'search', query: 'дрель' })).toEqual({
      ecommerce: {},
      event: 'search',
      query: 'дрель',
    });
  });
});
