import type { Route } from '../contract/route';
import type { ApiError } from './api-error';
import type { ClientRequest } from './build-request';
import type { ClientResponse } from './send-request';

/** What `onRequest` gets: the route and the request about to be sent. */
export interface RequestHookContext {
  /** The route being called (`identity.refresh` for the session refresh). */
  readonly route: Route;
  /** The built request; `onRequest` may add to its headers. */
  readonly request: ClientRequest;
}

/** What `onResponse` gets: the route, the request sent and the answer, whatever its status. */
export interface ResponseHookContext extends RequestHookContext {
  /** The status and parsed body of the answer. */
  readonly response: ClientResponse;
}

/** What `onError` gets: the route, the last request sent (none if the input failed validation) and the error. */
export interface ErrorHookContext {
  /** The route whose call failed. */
  readonly route: Route;
  /** The last request the call sent; undefined when it failed before sending. */
  readonly request: ClientRequest | undefined;
  /** The error the call is about to throw. */
  readonly error: ApiError;
}

/**
 * Lifecycle hooks for logging and tracing (`onRequest`, `onResponse`, `onError`). They are awaited in order;
 * one that throws fails the call with its own error.
 */
export interface ClientHooks {
  /** Runs before each request is sent (a retry after a refresh, and the refresh itself, included); may add headers. */
  onRequest?: (context: RequestHookContext) => void | Promise<void>;
  /** Runs after each answer arrives, whatever its status (a 401 that leads to a refresh included). */
  onResponse?: (context: ResponseHookContext) => void | Promise<void>;
  /** Runs once when a call fails, with the {@link ApiError} it is about to throw. */
  onError?: (context: ErrorHookContext) => void | Promise<void>;
}
