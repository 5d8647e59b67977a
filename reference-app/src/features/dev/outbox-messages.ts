import type { Client } from '@verstak/sdk';
import type { Route } from '@verstak/sdk/routes';

/** One message of the development outbox: an SMS or an e-mail the server would have sent. */
export interface OutboxMessage {
  id?: number | string;
  channel?: string;
  to: string;
  subject?: string;
  text?: string;
  body?: string;
  created?: string;
  createdAt?: string;
}

// The dev outbox is a development route of the reference server, not a call of the spec, so it is
// not in the contract tables: a hand-made route, answered only where the server serves it.
const outboxRoute: Route<{ to?: string }, unknown> = {
  id: 'dev.outbox',
  method: 'GET',
  path: '/dev/outbox',
  encoding: 'form',
};

/** Reads the outbox answer, whether it is a list or `{ items }`. */
function messagesOf(data: unknown): OutboxMessage[] {
  const list = Array.isArray(data)
    ? data
    : ((data as { items?: unknown; messages?: unknown } | null)?.items ??
      (data as { messages?: unknown } | null)?.messages);
  return Array.isArray(list) ? (list as OutboxMessage[]) : [];
}

/**
 * The messages of the development outbox, to `to` when given. Its own chunk, which the route's
 * loader imports: development code has no place in every shopper's entry.
 */
export async function outboxMessages(client: Client, to: string): Promise<OutboxMessage[]> {
  return messagesOf(await client.call(outboxRoute, to ? { to } : {}));
}
