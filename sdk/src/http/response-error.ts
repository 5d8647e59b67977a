import { isServerErrorCode } from '../contract/is-server-error-code';
import { ApiError } from './api-error';
import { camelCaseErrors } from './camel-case';
import type { ClientResponse } from './send-request';

/** The body of a failed answer of the API: an object with its string `code` (§7.1). */
interface ErrorAnswer {
  code: string;
  message?: unknown;
  errors?: unknown;
  codes?: unknown;
  details?: unknown;
}

function isErrorAnswer(body: unknown): body is ErrorAnswer {
  return (
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    typeof (body as { code?: unknown }).code === 'string'
  );
}

/**
 * The {@link ApiError} of a failed answer: the server's code (a declared one, else `http` with the
 * string in `serverCode`), message and error map camelCased, its `details` and headers (§7.1). An
 * answer that is not the API's error JSON (an HTML 404 of a wrong `baseUrl`, a proxy's page) is `not_api`.
 */
export function responseError(response: ClientResponse, what: string): ApiError {
  const { body, status, headers } = response;
  if (!isErrorAnswer(body)) {
    const type = headers.get('Content-Type')?.split(';')[0]?.trim();
    return new ApiError({
      message: `${what} got HTTP ${status}${type ? ` (${type})` : ''} that is not an answer of the Verstak API: ${
        status >= 500 ? 'something in front of it answered (is the API down?), or ' : ''
      }check baseUrl`,
      status,
      code: 'not_api',
      headers,
    });
  }
  const errors = camelCaseErrors(body.errors);
  const message =
    (typeof body.message === 'string' ? body.message : undefined) ??
    Object.values(errors)[0] ??
    `${what} failed with HTTP ${status} ${body.code}`;
  return new ApiError({
    message,
    status,
    code: isServerErrorCode(body.code) ? body.code : 'http',
    serverCode: body.code,
    errors,
    codes: camelCaseErrors(body.codes),
    headers,
    ...(typeof body.details === 'object' && body.details !== null && !Array.isArray(body.details)
      ? { details: body.details as Record<string, unknown> }
      : {}),
  });
}
