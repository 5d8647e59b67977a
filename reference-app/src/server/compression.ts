import { once } from 'node:events';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A content coding a client accepts, best first. */
export type Coding = 'br' | 'gzip';

/** The best coding of `Accept-Encoding` this server speaks (brotli over gzip); none for `q=0` or absent. */
export function pickCoding(acceptEncoding: string | null): Coding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;
/** Below this, the coding's framing costs more than it saves. */
const MIN_BYTES = 1024;

/**
 * The response compressed for the request (HTML, JSON, SVG, text): brotli at a quality fit for
 * answers made per request, or gzip. Precompressed assets arrive with `Content-Encoding` already set
 * and pass through; either way the answer says `Vary: Accept-Encoding`.
 */
export async function compress(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!COMPRESSIBLE.test(type)) return response;
  response.headers.append('Vary', 'Accept-Encoding');
  const coding = pickCoding(request.headers.get('Accept-Encoding'));
  if (!coding || !response.body || response.headers.has('Content-Encoding') || request.method === 'HEAD')
    return response;
  if (type.startsWith('text/html')) return streamCompressed(response, coding);
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length < MIN_BYTES) return new Response(body, response);
  const encoded =
    coding === 'br'
      ? await brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : await gzipAsync(body, { level: 6 });
  const headers = new Headers(response.headers);
  headers.set('Content-Encoding', coding);
  headers.delete('Content-Length');
  return new Response(encoded, { status: response.status, statusText: response.statusText, headers });
}

/** Brotli at a quality fit for answers made per request. */
const BROTLI_QUALITY = 5;

/**
 * A page compressed as it streams: what the renderer sends first (the head, its styles and
 * preloads) is flushed at once, so the browser starts on it before the body is done.
 */
function streamCompressed(response: Response, coding: Coding): Response {
  const source = response.body as ReadableStream<Uint8Array>;
  const zipped =
    coding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : createGzip({ level: 6 });
  const pump = async () => {
    const reader = source.getReader();
    let first = true;
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      if (!zipped.write(read.value)) await once(zipped, 'drain');
      if (first) {
        zipped.flush();
        first = false;
      }
    }
    zipped.end();
  };
  pump().catch((error: unknown) => zipped.destroy(error as Error));
  const headers = new Headers(response.headers);
  headers.set('Content-Encoding', coding);
  headers.delete('Content-Length');
  return new Response(Readable.toWeb(zipped) as ReadableStream<Uint8Array>, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
