import type * as z from 'zod/mini';

/** HTTP methods the spec's calls use. */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** How a call's input travels: form data unless the spec notes otherwise (§7.1). */
export type BodyEncoding = 'form' | 'json' | 'multipart' | 'plain';

/**
 * One call of the spec as data. The SDK's client executes it; the server registers its handler
 * against it, so the two sides cannot drift.
 */
export interface Endpoint<
  In extends z.ZodMiniType = z.ZodMiniType,
  Out extends z.ZodMiniType = z.ZodMiniType,
> {
  /** Stable name, `domain.call`, used in logs and in the contract test. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Path under /api/v4, with `{name}` placeholders filled from the input of the same name. */
  readonly path: string;
  /** Input schema; accepts typed values from the SDK and string values from a query or form. */
  readonly input: In;
  /** The `data` of a successful response. */
  readonly output: Out;
  readonly encoding: BodyEncoding;
}

/** Defines an endpoint; `encoding` defaults to `form` (spec §7.1). */
export function defineEndpoint<In extends z.ZodMiniType, Out extends z.ZodMiniType>(def: {
  id: string;
  method: HttpMethod;
  path: string;
  input: In;
  output: Out;
  encoding?: BodyEncoding;
}): Endpoint<In, Out> {
  return { ...def, encoding: def.encoding ?? 'form' };
}

/** Names of the `{placeholders}` in a path, in order. */
export function pathParamNames(path: string): string[] {
  return Array.from(path.matchAll(/\{(\w+)\}/g), (m) => m[1] as string);
}

/** Fills `{name}` placeholders from `params`, URL-encoding each value. */
export function fillPath(path: string, params: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
