import { CURRENT_CITY_PARAM, SOURCE_HEADER, SOURCE_SITE } from '../contract/envelope';
import { fillPath, pathParamNames, type Route } from '../contract/route';
import { isWellFormedToken } from '../session/access-token';
import { contentType, encodeBody, type RequestBody, toSearchParams } from './encode';
import { pageParams } from './page-params';

/**
 * One request, fully described before it is sent: what the lifecycle hooks see and what the
 * transport sends. `onRequest` may add headers (a trace id, say); the rest is for reading.
 */
export interface ClientRequest {
  /** The route's id, `domain.call` (e.g. `catalog.products`, `identity.refresh`). */
  readonly routeId: string;
  /** The HTTP method. */
  readonly method: Route['method'];
  /** The route's path with its placeholders filled, under the API prefix; for messages and logs. */
  readonly path: string;
  /** The absolute URL, query string included. */
  readonly url: string;
  /** Headers to send; hooks may add to them. */
  readonly headers: Record<string, string>;
  /** The encoded body of a non-GET call, if it has one. */
  readonly body: RequestBody | undefined;
}

/** What a request depends on besides its route and input: the client's state at send time. */
export interface RequestState {
  /** Base URL with the API prefix, no trailing slash (`http://shop.test/api/v4`). */
  base: string;
  /** The city's locationId sent as `currentCity`, if any. */
  city: string | undefined;
  /** The access token sent as a bearer token, if any. */
  token: string | null;
  /** The current page URL, for the params every `/pages/` call adds (§7.1). */
  pageUrl: string | undefined;
  /** Extra headers from the client's options. */
  headers: Readonly<Record<string, string>> | undefined;
}

/**
 * Builds a call's request (§7.1): path placeholders filled from the input, the rest as query (GET)
 * or body in the route's encoding, `currentCity`, the /pages/ params, the source header and the
 * bearer token.
 */
export function buildRequest(route: Route, input: unknown, state: RequestState): ClientRequest {
  const given = (input ?? {}) as Record<string, unknown>;
  const inPath = new Set(pathParamNames(route.path));
  const path = fillPath(route.path, given);
  const rest = Object.fromEntries(
    Object.entries(given)
      .filter(([k]) => !inPath.has(k))
      .map(([k, v]) => [k, route.wire && Object.hasOwn(route.wire, k) ? route.wire[k]?.(v) : v]),
  );
  const common: Record<string, unknown> =
    state.city === undefined ? {} : { [CURRENT_CITY_PARAM]: state.city };
  if (route.path.startsWith('/pages/')) Object.assign(common, pageParams(state.pageUrl));
  const isGet = route.method === 'GET';
  const qs = toSearchParams(isGet ? { ...rest, ...common } : common).toString();

  const headers: Record<string, string> = {
    ...state.headers,
    [SOURCE_HEADER]: SOURCE_SITE,
    Accept: 'application/json',
  };
  if (state.token && isWellFormedToken(state.token)) headers.Authorization = `Bearer ${state.token}`;
  const type = isGet ? undefined : contentType(route.encoding);
  if (type) headers['Content-Type'] = type;

  return {
    routeId: route.id,
    method: route.method,
    path,
    url: `${state.base}${path}${qs ? `?${qs}` : ''}`,
    headers,
    body: isGet ? undefined : encodeBody(rest, route.encoding),
  };
}
