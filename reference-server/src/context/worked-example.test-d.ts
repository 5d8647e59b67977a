// The worked example of docs/architecture.md ("Adding a call"), run: the row between the markers is
// the doc's code block, word for word (tests/contract/worked-example.test.ts compares them), applied to
// a copy of the registry; the compiler's message for the missing handler must name the call.
import { type contractTables, defineCalls, intParam, shopsCalls } from '@verstak/sdk/contract';
import { describe, expectTypeOf, test } from 'vitest';
import * as z from 'zod/mini';
import { shopsHandlers } from '../shops/handlers';
import type { DomainArgument, Handler } from './define-handlers';

const shopsCallsWithTheRow = defineCalls({
  ...shopsCalls,
  // worked-example:start
  nearest: {
    method: 'GET',
    path: '/shops/nearest',
    own: true,
    doc: 'The shops nearest to a point, by the distance rule of §9.',
    input: z.object({ limit: z.optional(intParam(1, 10)) }),
    output: z.object({ items: z.array(z.object({ code: z.string(), metres: z.number() })) }),
  },
  // worked-example:end
});

/** The registry once the row is added to the shops table. */
type RegistryWithTheRow = Omit<typeof contractTables, 'shops'> & {
  readonly shops: typeof shopsCallsWithTheRow;
};

describe('the worked example of docs/architecture.md', () => {
  test("step 2: today's shops handlers no longer compile, and the message names the call", () => {
    expectTypeOf<
      DomainArgument<'shops', typeof shopsHandlers, RegistryWithTheRow>
    >().toEqualTypeOf<'Missing handler for shops.nearest'>();
  });

  test('step 3: with the handler beside the others, they compile again', () => {
    const nearest: Handler<typeof shopsCallsWithTheRow.nearest> = async () => ({ items: [] });
    const withTheHandler = { ...shopsHandlers, nearest };
    expectTypeOf<
      DomainArgument<'shops', typeof withTheHandler, RegistryWithTheRow>
    >().toEqualTypeOf<'shops'>();
  });
});
