import { MAX_GROWTH_ACCOUNTS, MAX_GROWTH_ORDERS } from './growth-seed';

// The options of `npm run seed` (scripts/seed.mjs): flags first, then the SEED_* variables, then the
// defaults. Parsed here, not in the script, so the rules and their messages are tested.

/** What `npm run seed` seeds. */
export interface SeedCommandOptions {
  products: number;
  seed: number;
  accounts: number;
  orders: number;
}

/** Each option: its flag, its variable, its default and its bounds. */
const OPTIONS = {
  products: { env: 'SEED_PRODUCTS', fallback: 5000, min: 1, max: 1_000_000 },
  seed: { env: 'SEED', fallback: 1, min: 0, max: 2 ** 31 - 1 },
  accounts: { env: 'SEED_ACCOUNTS', fallback: 0, min: 0, max: MAX_GROWTH_ACCOUNTS },
  orders: { env: 'SEED_ORDERS', fallback: 0, min: 0, max: MAX_GROWTH_ORDERS },
} as const;

/** A bad flag or variable: the message names it, its bounds and what was given. */
export class SeedOptionError extends Error {
  override name = 'SeedOptionError';
}

/**
 * The seed's sizes from `flags` (parseArgs' string values, by option name) and `env`. A whole number
 * within the option's bounds; `_` may group digits (`--orders 1_000_000`).
 */
export function parseSeedOptions(
  flags: Readonly<Record<string, string | undefined>>,
  env: Readonly<Record<string, string | undefined>> = {},
): SeedCommandOptions {
  const value = (name: keyof typeof OPTIONS): number => {
    const option = OPTIONS[name];
    const flag = flags[name];
    const given = flag ?? env[option.env];
    const source = flag === undefined ? option.env : `--${name}`;
    // An empty variable is unset; an empty flag (`--orders=`, a shell variable that was not set)
    // would otherwise seed the default without a word.
    if (given === undefined || (flag === undefined && given === '')) return option.fallback;
    const text = given.trim();
    const n = /^\d+(_\d+)*$/.test(text) ? Number(text.replaceAll('_', '')) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < option.min || n > option.max)
      throw new SeedOptionError(
        `${source} must be a whole number from ${option.min} to ${option.max.toLocaleString('en-US')}, got "${given}"`,
      );
    return n;
  };
  return {
    products: value('products'),
    seed: value('seed'),
    accounts: value('accounts'),
    orders: value('orders'),
  };
}
