import type { BodyEncoding } from '@verstak/sdk/contract';

/** Folds `name[]` keys into arrays under `name`; for repeated plain keys the last one wins. */
export function paramsToObject(params: Iterable<[string, string]>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [rawKey, value] of params) {
    if (rawKey.endsWith('[]')) {
      const key = rawKey.slice(0, -2);
      const list = out[key];
      out[key] = Array.isArray(list) ? [...list, value] : [value];
    } else {
      out[rawKey] = value;
    }
  }
  return out;
}

/** Reads a request body in an endpoint's encoding; a body that cannot be read yields an `errors` map. */
export async function readBody(request: Request, encoding: BodyEncoding): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text === '') return {};
  switch (encoding) {
    case 'json': {
      const parsed: unknown = JSON.parse(text);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
        throw new SyntaxError('Expected a JSON object');
      return parsed as Record<string, unknown>;
    }
    case 'plain':
      return { body: text };
    default:
      return paramsToObject(new URLSearchParams(text));
  }
}
