// Compiled by `npm run typecheck` (and Vitest's typecheck): the handler maps must follow the registry,
// and the compiler's message names the call or the domain that is wrong.
import { defineCalls } from '@verstak/sdk/contract';
import { describe, expectTypeOf, test } from 'vitest';
import * as z from 'zod/mini';
import {
  type ApiHandlers,
  apiHandlers,
  type DomainHandlers,
  defineHandlers,
  type Handler,
  type Handlers,
  type MissingDomains,
  type MissingHandlers,
} from './define-handlers';

/** A real handler of `errors.notFound` (the smallest domain of the registry), its body beside the point. */
declare const notFound: DomainHandlers<'errors'>['notFound'];
/** Every domain's handler map. */
declare const every: ApiHandlers;
/** A handler map with no handler in it. */
type NoHandlers = Record<never, never>;

describe("a domain's handler map", () => {
  test('takes a handler for every call of its table', () => {
    expectTypeOf(defineHandlers('errors', { notFound })).toEqualTypeOf<DomainHandlers<'errors'>>();
  });

  test('a call without its handler does not compile, and the message names the call', () => {
    expectTypeOf<MissingHandlers<'errors', NoHandlers>>().toEqualTypeOf<'errors.notFound'>();
    // The domain's name is refused in favour of: '"Missing handler for errors.notFound"'.
    expectTypeOf<
      Parameters<typeof defineHandlers<'errors', NoHandlers>>[0]
    >().toEqualTypeOf<'Missing handler for errors.notFound'>();
    // @ts-expect-error Argument of type '"errors"' is not assignable to parameter of type '"Missing handler for errors.notFound"'.
    defineHandlers('errors', {});
  });

  test('a handler for a call the table does not have does not compile, and the message names it', () => {
    type Extra = Parameters<
      typeof defineHandlers<'errors', { notFound: typeof notFound; gone: () => Promise<1> }>
    >[1];
    expectTypeOf<Extra['gone']>().toEqualTypeOf<
      (() => Promise<1>) & 'Extra handler: errors.gone is not a call of the table'
    >();
    defineHandlers('errors', {
      notFound,
      // @ts-expect-error Type '() => Promise<number>' is not assignable to type '"Extra handler: errors.gone is not a call of the table"'.
      gone: async () => 1,
    });
  });
});

describe('the map of every domain', () => {
  test('takes a handler map for every domain of the registry', () => {
    expectTypeOf(apiHandlers(every)).toEqualTypeOf<ApiHandlers>();
  });

  test('a domain without its handler map does not compile, and the message names the domain', () => {
    const { errors: _errors, ...withoutErrors } = every;
    expectTypeOf<MissingDomains<typeof withoutErrors>>().toEqualTypeOf<'errors'>();
    // @ts-expect-error Property 'errors' is missing … but required in type '{ readonly errors: "Missing handler map for domain errors"; }'.
    apiHandlers(withoutErrors);
  });

  test('a handler map under a key that is no domain does not compile, and the message names the key', () => {
    // @ts-expect-error Type 'DomainHandlers<"errors">' is not assignable to type '"Not a domain of the registry: serach"'.
    apiHandlers({ ...every, serach: every.errors });
  });
});

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

test("a handler gets the call's parsed input and must answer its output", () => {
  expectTypeOf<Parameters<Handler<typeof table.one>>[0]>().toEqualTypeOf<{ id: number }>();
  const handlers: Handlers<typeof table> = {
    // @ts-expect-error `one` answers a string, not a number
    one: async () => 1,
    two: async () => 2,
  };
  expectTypeOf(handlers.two).returns.resolves.toEqualTypeOf<number>();
});
