import type { CallTable } from '@verstak/sdk/contract';
import type { Handlers } from './define-handlers';
import { HttpError } from './http-error';

/**
 * TEMPORARY scaffolding while identity is built in parallel: handlers that answer 501 for the given
 * keys. Every use must be gone before identity lands.
 */
export function unbuilt<T extends CallTable, K extends keyof T & string>(
  _table: T,
  keys: readonly K[],
): Pick<Handlers<T>, K> {
  const out: Record<string, () => Promise<never>> = {};
  for (const key of keys)
    out[key] = async () => {
      throw new HttpError(404, 'not_built', { common: `${key} is not built yet` });
    };
  return out as unknown as Pick<Handlers<T>, K>;
}
