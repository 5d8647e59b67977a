import { type BodyEncoding, REQUISITES_FILE_MAX_BYTES, REQUISITES_FILES_LIMIT } from '@verstak/sdk/contract';

/** Names a body may not use: they would reach an object's prototype. */
const RESERVED = new Set(['__proto__', 'constructor', 'prototype']);

/** `name[key]`: a keyed entry (appliedBonuses[bonus]=300, §7.5). */
const KEYED = /^([A-Za-z_][\w-]{0,63})\[([^\]]{1,40})\]$/;

/**
 * Folds `name[]` keys into arrays under `name`, and `name[key]` entries into an object under `name`
 * (§7.5: the basket's appliedBonuses travel as keyed entries); for repeated plain keys the last one wins.
 */
export function paramsToObject(
  params: Iterable<[string, string]>,
): Record<string, string | string[] | Record<string, string>> {
  const out: Record<string, string | string[] | Record<string, string>> = {};
  for (const [rawKey, value] of params) {
    const keyed = KEYED.exec(rawKey);
    if (rawKey.endsWith('[]')) {
      const key = rawKey.slice(0, -2);
      if (RESERVED.has(key)) continue;
      const list = out[key];
      out[key] = Array.isArray(list) ? [...list, value] : [value];
    } else if (keyed) {
      const [, key = '', sub = ''] = keyed;
      if (RESERVED.has(key) || RESERVED.has(sub)) continue;
      const entries = out[key];
      const record: Record<string, string> =
        typeof entries === 'object' && !Array.isArray(entries) ? entries : Object.create(null);
      record[sub] = value;
      out[key] = record;
    } else {
      if (RESERVED.has(rawKey)) continue;
      out[rawKey] = value;
    }
  }
  return out;
}

/**
 * The largest body a multipart call takes: every requisites file at its largest plus 1 MB of fields,
 * so that one file too many or too big is still read and named in the error rather than cut off.
 */
const MULTIPART_MAX_BYTES = REQUISITES_FILES_LIMIT * REQUISITES_FILE_MAX_BYTES + 1024 * 1024;
/** The largest form, JSON or plain body. */
const TEXT_BODY_MAX_BYTES = 1024 * 1024;

/** A body larger than its encoding's cap; answered 413 with {@link BodyTooLargeError.message}. */
export class BodyTooLargeError extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(`Слишком большой запрос: не больше ${Math.round(limit / (1024 * 1024))} МБ`);
    this.name = 'BodyTooLargeError';
    this.limit = limit;
  }
}

/** The body cap of an encoding. */
function bodyLimitOf(encoding: BodyEncoding): number {
  return encoding === 'multipart' ? MULTIPART_MAX_BYTES : TEXT_BODY_MAX_BYTES;
}

/**
 * The body's bytes, refused as soon as they pass `limit`: by `Content-Length` before reading, and
 * while reading for a body that does not say its length (chunked), so a huge upload is never buffered.
 */
async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError(limit);
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** Whether a multipart value is empty: '' or a file input left empty (no name, no bytes). */
function isEmptyValue(value: string | File): boolean {
  return typeof value === 'string' ? value.trim() === '' : value.name === '' && value.size === 0;
}

/**
 * A multipart body as an object: text fields as strings, files as `File`s, `name[]` keys folded
 * into arrays; empty values (an empty field, an unused file input) are left out, as absent (§5).
 */
async function readMultipart(
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
): Promise<Record<string, unknown>> {
  if (!/^multipart\/form-data\s*;.*boundary=/i.test(contentType))
    throw new SyntaxError('Expected multipart/form-data with a boundary');
  const form = await new Response(bytes, { headers: { 'Content-Type': contentType } }).formData();
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of form.entries()) {
    if (isEmptyValue(value)) continue;
    if (rawKey.endsWith('[]')) {
      const key = rawKey.slice(0, -2);
      if (RESERVED.has(key)) continue;
      const list = out[key];
      out[key] = Array.isArray(list) ? [...list, value] : [value];
    } else if (!RESERVED.has(rawKey)) {
      out[rawKey] = value;
    }
  }
  return out;
}

/**
 * Reads a request body in an endpoint's encoding, at most {@link bodyLimitOf} bytes (else
 * {@link BodyTooLargeError}); a body that cannot be read in its encoding throws another error.
 */
export async function readBody(request: Request, encoding: BodyEncoding): Promise<Record<string, unknown>> {
  const bytes = await readLimited(request, bodyLimitOf(encoding));
  if (bytes.byteLength === 0) return {};
  if (encoding === 'multipart') {
    const contentType = request.headers.get('content-type') ?? '';
    // A client may send a multipart call's fields as a plain form (no files): read it as one.
    if (/^application\/x-www-form-urlencoded/i.test(contentType))
      return dropEmpty(paramsToObject(new URLSearchParams(new TextDecoder().decode(bytes))));
    return readMultipart(bytes, contentType);
  }
  const text = new TextDecoder().decode(bytes);
  switch (encoding) {
    case 'json': {
      // `__proto__` would become the object's prototype when the fields are copied: dropped, as in forms.
      const parsed: unknown = JSON.parse(text, (key, value) => (RESERVED.has(key) ? undefined : value));
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
        throw new SyntaxError('Expected a JSON object');
      return parsed as Record<string, unknown>;
    }
    case 'plain':
      return { body: text };
    default:
      // Read as a form, a JSON body would be one field named by its text, and the call would answer
      // that its real fields are missing: say what the call takes instead.
      if (/^application\/(?:[\w.+-]+\+)?json/i.test(request.headers.get('content-type') ?? ''))
        throw new SyntaxError('Expected form data, not JSON');
      return paramsToObject(new URLSearchParams(text));
  }
}

/** The object without its empty values ('' or blank strings, and lists of only those): absent (§5). */
export function dropEmpty(input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string' && value.trim() === '') continue;
    if (Array.isArray(value)) {
      const kept = value.filter((v) => !(typeof v === 'string' && v.trim() === ''));
      if (kept.length === 0) continue;
      out[key] = kept;
      continue;
    }
    out[key] = value;
  }
  return out;
}
