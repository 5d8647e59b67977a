import * as z from 'zod/mini';
import { allEndpoints } from './all-endpoints';
import type { Endpoint } from './endpoint';
import type { ContractValidator, Route } from './route';

const endpointsById = new Map<string, Endpoint>(allEndpoints.map((e) => [e.id, e]));

function endpointOf(route: Route): Endpoint {
  if ('input' in route && 'output' in route) return route as Endpoint;
  const endpoint = endpointsById.get(route.id);
  if (!endpoint) throw new TypeError(`No endpoint in the contract for route "${route.id}"`);
  return endpoint;
}

/**
 * Checks a call's input and output against the contract's schemas. Pass it as the client's
 * `validate` option in tests, in development and in tools (the CLI); it costs the browser the
 * whole contract, so the storefront leaves it out of production.
 */
export const validateWithContract: ContractValidator = (route, stage, value) => {
  const endpoint = endpointOf(route);
  const result = z.safeParse(stage === 'input' ? endpoint.input : endpoint.output, value);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  };
};
