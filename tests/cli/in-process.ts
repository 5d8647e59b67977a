// `verstak` run in process against a CLI server, for what the binary cannot show: a terminal that
// answers prompts, a clock shared with the server.
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Io } from '../../cli/src/io';
import { run } from '../../cli/src/program';
import { SEED_PASSWORD, SEEDED_LOGINS } from '../../reference-server/src/seed/accounts-seed';
import type { CliResult, CliServer } from './cli-server';

/** How one in-process run reads its input. */
export interface RunInput {
  /** What stdin holds (`--password-stdin`). */
  stdin?: string;
  /** Whether stdin is a terminal: prompts are asked; false by default, as in a script. */
  interactive?: boolean;
  /** The answers typed at the prompts, in order. */
  answers?: string[];
  /** More environment variables (`VERSTAK_TOKEN`). */
  env?: Record<string, string>;
}

/** A run of `verstak` in process as `who` (a session file each in `folder`), on the server's clock. */
export type InProcessVerstak = (
  who: string,
  args: readonly string[],
  input?: RunInput,
) => Promise<CliResult & { asked: string[] }>;

/** Binds {@link InProcessVerstak} to `store`, with the session files in `folder`. */
export function inProcess(store: CliServer, folder: string): InProcessVerstak {
  return async (who, args, input = {}) => {
    const out: string[] = [];
    const err: string[] = [];
    const asked: string[] = [];
    const answers = [...(input.answers ?? [])];
    const io: Io = {
      out: (text) => out.push(text),
      err: (text) => err.push(text),
      env: { VERSTAK_API: store.api, VERSTAK_SESSION: join(folder, `${who}.json`), ...input.env },
      clock: () => store.now(),
      input: {
        interactive: input.interactive ?? false,
        ask: async (question) => {
          asked.push(question);
          return answers.shift() ?? '';
        },
        readAll: async () => input.stdin ?? '',
      },
    };
    const code = await run(args, io);
    return { code, stdout: out.join('\n'), stderr: err.join('\n'), asked };
  };
}

/**
 * Puts in `who`'s basket the first drill a search finds that a shop holds (one that can be had may sit
 * only in the courier's warehouse); the shops as `verstak shops` lists them then.
 */
export async function addHeldDrill(verstak: InProcessVerstak, who: string) {
  const found = JSON.parse(
    (await verstak(who, ['--json', 'catalog', 'search', 'дрель', '--limit', '20'])).stdout,
  ) as {
    items: Array<{ id: number; isAvailable: boolean }>;
  };
  for (const product of found.items.filter((p) => p.isAvailable)) {
    expect((await verstak(who, ['basket', 'add', String(product.id)])).code).toBe(0);
    const shops = JSON.parse((await verstak(who, ['--json', 'shops'])).stdout) as {
      items: Array<{ id: number; holdsBasket: boolean; readyDate: string }>;
      total: number;
    };
    if (shops.items.some((s) => s.holdsBasket)) return shops;
    expect((await verstak(who, ['basket', 'remove', String(product.id)])).code).toBe(0);
  }
  throw new Error('No shop holds a drill that can be had');
}

/** Places a pickup order as `who` (a guest) for the first drill a shop holds; its number. */
export async function placePickupOrder(verstak: InProcessVerstak, who: string, phone = '+7 900 555-00-01') {
  const shop = (await addHeldDrill(verstak, who)).items.find((s) => s.holdsBasket);
  const placed = await verstak(who, [
    '--json',
    'checkout',
    '--pickup',
    String(shop?.id),
    '--pay',
    'card',
    '--name',
    'Анна',
    '--phone',
    phone,
  ]);
  expect(placed.code, placed.stderr).toBe(0);
  return (JSON.parse(placed.stdout) as { number: string }).number;
}

/** Logs `who` in as the seeded operator, in process: the staff session the support suites start from. */
export async function logInOperator(verstak: InProcessVerstak, who = 'staff'): Promise<void> {
  const login = await verstak(who, ['login', '--email', SEEDED_LOGINS.operator.email, '--password-stdin'], {
    stdin: `${SEED_PASSWORD}\n`,
  });
  expect(login.code, login.stderr).toBe(0);
}
