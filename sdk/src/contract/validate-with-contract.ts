import * as z from 'zod/mini';
import { describeIssue, issueCode } from './describe-issue';
import { allEndpoints, type Endpoint } from './endpoint';
import type { ContractValidator } from './route';

const endpointsById = new Map<string, Endpoint>(allEndpoints.map((e) => [e.id, e]));

/**
 * Checks a call's input and output against the contract's schemas. Pass it as the client's
 * `validate` option in tests, in development and in tools (the CLI); it costs the browser the
 * whole contract, so the storefront leaves it out of production.
 */
export const validateWithContract: ContractValidator = (route, stage, value) => {
  const endpoint = endpointsById.get(route.id);
  if (!endpoint) throw new TypeError(`No call in the contract has the id "${route.id}"`);
  const result = z.safeParse(stage === 'input' ? endpoint.input : endpoint.output, value, {
    reportInput: true,
  });
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((i) => ({
      path: i.path.join('.'),
      message: describeIssue(i),
      code: issueCode(i),
    })),
  };
};
