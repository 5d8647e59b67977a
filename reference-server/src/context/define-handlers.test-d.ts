// Compiled by `npm run typecheck` (and Vitest's typecheck): the handler map must follow the table.
import { defineCalls } from '@verstak/sdk/contract';
import { expectTypeOf, test } from 'vitest';
import * as z from 'zod/mini';
import { defineHandlers, type Handler } from './define-handlers';

const table = defineCalls({
  one: {
    method: 'GET',
    path: '/one',
    doc: 'A call.',
    input: z.object({ id: z.number() }),
    output: z.string(),
  },
  two: { method: 'POST', path: '/two', doc: 'Another.', input: z.object({}), output: z.number() },
});

test('a call of the table without its handler does not compile', () => {
  // @ts-expect-error `two` has no handler
  defineHandlers(table, { one: async ({ id }) => String(id) });
});

test('a handler for a call the table does not have does not compile', () => {
  defineHandlers(table, {
    one: async ({ id }) => String(id),
    two: async () => 2,
    // @ts-expect-error `three` is not a call of the table
    three: async () => 3,
  });
});

test("a handler gets the call's parsed input and must answer its output", () => {
  expectTypeOf<Parameters<Handler<typeof table.one>>[0]>().toEqualTypeOf<{ id: number }>();
  defineHandlers(table, {
    // @ts-expect-error `one` answers a string, not a number
    one: async () => 1,
    two: async () => 2,
  });
});
