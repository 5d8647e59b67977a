import { ApiError, toApiErrorCode } from './api-error';
import { camelCaseErrors } from './camel-case';
import type { ClientResponse } from './send-request';

/** The {@link ApiError} of a failed answer: the server's code and message, its error map camelCased (§7.1). */
export function responseError(response: ClientResponse, what: string): ApiError {
  const body = (typeof response.body === 'object' && response.body !== null ? response.body : {}) as {
    code?: string;
    message?: string;
    errors?: unknown;
    codes?: unknown;
    details?: unknown;
  };
  const errors = camelCaseErrors(body.errors);
  const message = body.message ?? Object.values(errors)[0] ?? `${what} failed with HTTP ${response.status}`;
  return new ApiError({
    message,
    status: response.status,
    code: toApiErrorCode(body.code, response.status),
    errors,
    codes: camelCaseErrors(body.codes),
    ...(typeof body.details === 'object' && body.details !== null && !Array.isArray(body.details)
      ? { details: body.details as Record<string, unknown> }
      : {}),
  });
}
