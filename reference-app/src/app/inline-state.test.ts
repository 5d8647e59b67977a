import { describe, expect, it } from 'vitest';
import { serializeState, shapeState, unshapeState } from './inline-state';

/** What the browser gets back from the inlined literal. */
const roundTrip = (state: unknown) => unshapeState(JSON.parse(serializeState(state)));

describe('the inlined state', () => {
  it('comes back as it was, objects of many shapes and arrays among them', () => {
    const state = {
      cards: [
        { id: 1, name: 'a' },
        { id: 2, name: 'b', sale: true },
      ],
      empty: [],
      none: null,
    };
    expect(roundTrip(state)).toEqual(state);
    expect(shapeState(state).s).toHaveLength(3);
  });

  it('tells apart keys that would join alike: a key holding U+0000 is not two keys', () => {
    const state = [{ a: 1, b: 2 }, { 'a\u0000b': 3 }];
    expect(roundTrip(state)).toEqual(state);
  });

  it('cannot close its script or end a line, whatever a title holds, and still reads back', () => {
    const title = 'Дрель </script><script>alert(1)</script> \u2028\u2029 <!--';
    const literal = serializeState({ product: { title } });
    expect(literal).not.toMatch(/<|\u2028|\u2029/);
    expect(roundTrip({ product: { title } })).toEqual({ product: { title } });
    // Said once in the string table when repeated: escaped there alike.
    const cards = { cards: [{ title }, { title }, { title }] };
    expect(serializeState(cards)).not.toMatch(/<|\u2028|\u2029/);
    expect(shapeState(cards).t).toEqual([title]);
    expect(roundTrip(cards)).toEqual(cards);
  });
});
