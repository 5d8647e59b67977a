import { API_PREFIX, ApiError, formatPhone } from '@verstak/sdk';
import { apiBase, cliSession, DEFAULT_TIMEOUT_SECONDS, type GlobalOptions } from '../client';
import { safeUrl } from '../debug-log';
import { CliError, type Io } from '../io';
import { listJson } from '../list-json';
import { table } from '../table';

/** One message the server's outbox transport holds instead of sending it. */
export interface OutboxMessage {
  id?: number | string;
  /** `sms` or `email`. */
  channel: string;
  /** The phone or e-mail it was for. */
  to: string;
  subject?: string;
  text: string;
  /** When it was written, as the server gives it. */
  createdAt?: string;
}

/** The development route that lists the outbox; it is outside the contract (it exists in development only). */
export const OUTBOX_PATH = '/dev/outbox';

/** A phone in any notation, or an e-mail, in the one form both sides can be compared in. */
export function recipientKey(recipient: string): string {
  const trimmed = recipient.trim();
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  return formatPhone(trimmed) || trimmed;
}

/** Reads the route's answer: `{data: {items: […]}}` or `{data: […]}`, each message checked. */
export function readOutbox(body: unknown): OutboxMessage[] {
  const data = (body as { data?: unknown } | null)?.data;
  const items = Array.isArray(data) ? data : (data as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) throw new CliError('The outbox answer has no list of messages', 'http');
  return items.map((item: Record<string, unknown>) => ({
    ...(item.id === undefined ? {} : { id: item.id as number | string }),
    channel: String(item.channel ?? ''),
    to: String(item.to ?? item.recipient ?? ''),
    ...(typeof item.subject === 'string' ? { subject: item.subject } : {}),
    text: String(item.text ?? item.body ?? ''),
    ...(typeof item.createdAt === 'string' ? { createdAt: item.createdAt } : {}),
  }));
}

/**
 * `verstak dev outbox [--to <phone|email>]`: the SMS and e-mail the server's development transport
 * wrote instead of sending, newest last. A 404 means the server has no outbox for this machine (a
 * demo surface: a real provider, DEMO_SURFACES=off, or a server on another machine).
 */
export async function devOutbox(options: GlobalOptions & { to?: string }, io: Io): Promise<void> {
  const api = apiBase(options, io);
  const url = new URL(`${api}${API_PREFIX}${OUTBOX_PATH}`);
  if (options.to) url.searchParams.set('to', options.to);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = cliSession(options, io).tokenStore.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  const seconds = options.timeout ?? DEFAULT_TIMEOUT_SECONDS;
  let response: Response;
  // The outbox's answers hold codes: --debug shows the status alone.
  if (options.debug) io.err(`debug: → GET ${safeUrl(url.href)}`);
  try {
    response = await (io.fetch ?? globalThis.fetch)(url, {
      headers,
      signal: AbortSignal.timeout(Math.round(seconds * 1000)),
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new ApiError({
      message: timedOut ? 'The API did not answer' : (error as Error).message,
      status: 0,
      code: timedOut ? 'timeout' : 'network',
      cause: error,
    });
  }
  if (options.debug) io.err(`debug: ← ${response.status} GET ${url.pathname}`);
  if (response.status === 404)
    throw new CliError(
      `The API at ${api} has no development outbox for this machine: it answers only on the store's own machine, while SMS and e-mail go to the outbox and DEMO_SURFACES is on`,
      'not_available',
    );
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  if (!response.ok)
    throw new ApiError({
      message:
        (body as { message?: string } | null)?.message ??
        `GET ${OUTBOX_PATH} failed with HTTP ${response.status}`,
      status: response.status,
      code: 'http',
    });
  const wanted = options.to ? recipientKey(options.to) : undefined;
  const messages = readOutbox(body).filter((m) => wanted === undefined || recipientKey(m.to) === wanted);
  if (options.json) {
    io.out(listJson(messages));
    return;
  }
  if (messages.length === 0) {
    io.out(options.to ? `No messages to ${options.to}` : 'The outbox is empty');
    return;
  }
  io.out(
    table(messages, [
      { title: 'when', value: (m) => m.createdAt ?? '' },
      { title: 'channel', value: (m) => m.channel },
      { title: 'to', value: (m) => m.to },
      { title: 'text', value: (m) => (m.subject ? `${m.subject}: ${m.text}` : m.text).replace(/\s+/g, ' ') },
    ]),
  );
}
