import type { ClientHooks, ClientRequest, ClientResponse } from '@verstak/sdk';
import { printable } from './printable';

/** Names of fields, query parameters and headers whose values `--debug` never shows. */
const SECRET = /pass|code|token|secret|hash|fingerprint|cookie|authorization|session|key/i;

/** A value as `--debug` shows it: `***` for a secret field's. */
const shown = (name: string, value: string) => (SECRET.test(name) ? '***' : value);

/** A URL with the values of secret query parameters hidden. */
export function safeUrl(url: string): string {
  const parsed = new URL(url);
  for (const [name, value] of [...parsed.searchParams]) parsed.searchParams.set(name, shown(name, value));
  return decodeURIComponent(parsed.href);
}

/** A request body as `--debug` shows it: form fields with secrets hidden, a plain body not at all. */
export function safeBody(body: unknown): string {
  if (body === undefined || body === null || body === '') return '';
  if (body instanceof URLSearchParams || typeof body === 'string') {
    const text = String(body);
    // A plain body (the refresh's fingerprint) is no form: nothing of it is shown.
    if (typeof body === 'string' && !/^[^=&\s]+=/.test(text)) return `(${text.length} characters, hidden)`;
    return [...new URLSearchParams(text)].map(([name, value]) => `${name}=${shown(name, value)}`).join(' ');
  }
  if (body instanceof FormData)
    return [...body]
      .map(
        ([name, value]) =>
          `${name}=${typeof value === 'string' ? shown(name, value) : `<file ${value.name}>`}`,
      )
      .join(' ');
  return '(body hidden)';
}

/** The most of what an answer says that a line shows: a hostile answer of megabytes is cut. */
const MAX_SUMMARY = 500;

/** What an answer says in a line: its `code` and message for an error, its fields' names otherwise. */
function answerSummary(response: ClientResponse): string {
  const said = rawSummary(response);
  return printable(said.length > MAX_SUMMARY ? `${said.slice(0, MAX_SUMMARY)}…` : said);
}

/** {@link answerSummary} as the server sent it. */
function rawSummary(response: ClientResponse): string {
  const body = response.body;
  if (typeof body !== 'object' || body === null)
    return typeof body === 'string' ? `${body.length} characters` : '';
  const { code, message, data } = body as { code?: unknown; message?: unknown; data?: unknown };
  if (response.status >= 400)
    return [typeof code === 'string' ? code : '', typeof message === 'string' ? message : '']
      .filter(Boolean)
      .join(': ');
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? `data: ${Object.keys(data).join(', ')}`
    : '';
}

/**
 * The hooks `--debug` adds to a client: a line on stderr for each request (method, URL, form
 * fields) and each answer (status, and an error's code and message, or the names of the data's
 * fields), never a secret: no Authorization or Cookie header, no password, code, token or
 * fingerprint, no answer's values (which hold tokens). `now` is a monotonic clock in ms.
 */
export function debugHooks(
  log: (line: string) => void,
  now: () => number,
): Required<Pick<ClientHooks, 'onRequest' | 'onResponse'>> {
  const started = new WeakMap<ClientRequest, number>();
  return {
    onRequest: ({ route, request }) => {
      started.set(request, now());
      // A plain body (the refresh's fingerprint) is never a form, whatever it holds.
      const body =
        route.encoding === 'plain' && typeof request.body === 'string' && request.body !== ''
          ? `(${request.body.length} characters, hidden)`
          : safeBody(request.body);
      log(printable(`debug: → ${request.method} ${safeUrl(request.url)}${body ? `  ${body}` : ''}`));
    },
    onResponse: ({ request, response }) => {
      const took = Math.round(now() - (started.get(request) ?? now()));
      const summary = answerSummary(response);
      // The answer's code, message and field names are the server's: a hostile --api's must not drive the terminal.
      log(
        `debug: ← ${response.status} ${request.method} ${new URL(request.url).pathname} (${took} ms)${summary ? `  ${printable(summary)}` : ''}`,
      );
    },
  };
}
