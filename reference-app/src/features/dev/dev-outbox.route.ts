import type { Route } from '@verstak/sdk/routes';
import { defineRoute } from '../../app/define-route';
import { accountHead, exactly } from '../../app/personal-head';

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
 * /dev/outbox/: the SMS and e-mails the development server "sent" (codes for registration and
 * login). Only where the API's dev outbox answers; a production server answers 404, and so does this page.
 */
export const devOutboxRoute = defineRoute({
  name: 'dev-outbox',
  status: 200,
  match: exactly('/dev/outbox/'),
  loader: async ({ client, url }) => {
    const to = url.searchParams.get('to') ?? '';
    const data = await client.call(outboxRoute, to ? { to } : {});
    return { to, messages: messagesOf(data) };
  },
  page: () => import('./dev-outbox-page'),
  head: () => accountHead('Исходящие сообщения (разработка)', '/dev/outbox/'),
});
