import type { BodyEncoding } from '../contract/route';

type Scalar = string | number | boolean;

function entries(input: Record<string, unknown>): Array<[string, Scalar | Blob]> {
  const out: Array<[string, Scalar | Blob]> = [];
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      // Lists travel as `name[]` (productIds[], photo[]), as the spec's calls name them.
      for (const item of value)
        if (item !== undefined && item !== null) out.push([`${key}[]`, item as Scalar]);
    } else if (typeof value === 'object' && !(typeof Blob !== 'undefined' && value instanceof Blob)) {
      for (const [sub, v] of Object.entries(value as Record<string, unknown>)) {
        if (v !== undefined && v !== null) out.push([`${key}[${sub}]`, v as Scalar]);
      }
    } else {
      out.push([key, value as Scalar | Blob]);
    }
  }
  return out;
}

/** Input as query parameters: lists as `name[]`, objects as `name[key]`, nullish values dropped. */
export function toSearchParams(input: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of entries(input)) params.append(key, value instanceof Blob ? '' : String(value));
  return params;
}

/**
 * A request's encoded body. Named by its kinds rather than the DOM's `BodyInit`, which a Node
 * project without the DOM library (only `@types/node`) does not have.
 */
export type RequestBody = string | URLSearchParams | FormData;

/** The request body of a non-GET call in its endpoint's encoding (§7.1: form data unless noted). */
export function encodeBody(input: Record<string, unknown>, encoding: BodyEncoding): RequestBody | undefined {
  switch (encoding) {
    case 'json':
      return JSON.stringify(input);
    case 'plain': {
      const values = Object.values(input).filter((v) => v !== undefined && v !== null);
      return values.length === 0 ? undefined : String(values[0]);
    }
    case 'multipart': {
      const form = new FormData();
      for (const [key, value] of entries(input))
        form.append(key, value instanceof Blob ? value : String(value));
      return form;
    }
    default:
      return toSearchParams(input);
  }
}

/** The Content-Type a body needs set by hand (FormData and URLSearchParams set their own). */
export function contentType(encoding: BodyEncoding): string | undefined {
  if (encoding === 'json') return 'application/json';
  if (encoding === 'plain') return 'text/plain;charset=UTF-8';
  return undefined;
}
