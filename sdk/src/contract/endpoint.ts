import type { CallDef, CallInput, CallOutput, CallTable } from './call';
import type { Route } from './route';
import { contractTables, type Domain } from './tables';

/**
 * One call with everything the server and validation need: its route (`id` is `domain.key`) and its
 * table row's schemas and access.
 */
export interface Endpoint<C extends CallDef = CallDef> extends Route<CallInput<C>, CallOutput<C>> {
  readonly domain: string;
  readonly key: string;
  readonly input: C['input'];
  readonly output: C['output'];
  readonly access: NonNullable<CallDef['access']>;
  readonly doc: string;
  /** Ours, not the spec's (`CallDef.own`): left out of the spec's list of calls. */
  readonly own: boolean;
}

/** A table's rows as endpoints. */
export function endpointsOf<T extends CallTable>(domain: string, table: T): Endpoint[] {
  return Object.entries(table).map(([key, row]) => ({
    id: `${domain}.${key}`,
    domain,
    key,
    method: row.method,
    path: row.path,
    encoding: row.encoding ?? 'form',
    ...(row.idempotent ? { idempotent: true } : {}),
    access: row.access ?? 'public',
    doc: row.doc,
    own: row.own === true,
    input: row.input,
    output: row.output,
  }));
}

/** Every call of the contract, domain by domain, ours (`own`) included. */
export const allEndpoints: readonly Endpoint[] = (Object.keys(contractTables) as Domain[]).flatMap((domain) =>
  endpointsOf(domain, contractTables[domain]),
);
