import type { Db } from '../db/database';
import { STAFF_GROUPS } from '../identity/staff-groups';

/** One outbound SMS or e-mail. */
export interface OutboundMessage {
  channel: 'sms' | 'email';
  /** A formatted phone (+7 (xxx) xxx-xx-xx) or an e-mail address. */
  to: string;
  /** The e-mail's subject; SMS have none. */
  subject?: string;
  text: string;
}

/** Where messages leave through: the outbox table, a provider's webhook, or one a host plugs in. */
export interface MessageTransport {
  /** `outbox`, `webhook`, or a provider's name: the dev outbox route exists only for `outbox`. */
  readonly name: string;
  send(message: OutboundMessage): Promise<void>;
}

/** How the API sends messages: by name from the environment, or a transport object a host supplies. */
export type MessageConfig =
  | { transport: 'outbox' }
  | { transport: 'webhook'; url: string }
  | { transport: 'custom'; make(db: Db, clock: { now(): number }): MessageTransport };

/** The transports {@link messageConfigFromEnv} knows by name. */
export const MESSAGE_TRANSPORTS = ['outbox', 'webhook'] as const;

/**
 * The message transport the environment configures: `MESSAGE_TRANSPORT=outbox` keeps messages in the
 * database (development, the reference store); `MESSAGE_TRANSPORT=webhook` with `MESSAGE_WEBHOOK_URL`
 * posts each one as JSON to a provider's gateway. Unset: the outbox, except in production mode
 * (`NODE_ENV=production`), where a store that cannot reach its shoppers must not start.
 * Throws one clear line for a bad or missing configuration.
 */
export function messageConfigFromEnv(env: NodeJS.ProcessEnv = process.env): MessageConfig {
  const name = env.MESSAGE_TRANSPORT?.trim();
  if (!name) {
    if (env.NODE_ENV === 'production')
      throw new Error(
        'MESSAGE_TRANSPORT is not set: in production SMS and e-mail need a provider (MESSAGE_TRANSPORT=webhook with MESSAGE_WEBHOOK_URL), or MESSAGE_TRANSPORT=outbox to keep them in the database',
      );
    return { transport: 'outbox' };
  }
  if (name === 'outbox') return { transport: 'outbox' };
  if (name === 'webhook') {
    const url = env.MESSAGE_WEBHOOK_URL?.trim();
    let parsed: URL | null = null;
    try {
      parsed = url ? new URL(url) : null;
    } catch {
      parsed = null;
    }
    if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:'))
      throw new Error('MESSAGE_TRANSPORT=webhook needs MESSAGE_WEBHOOK_URL, an http(s) URL of the gateway');
    return { transport: 'webhook', url: parsed.href };
  }
  throw new Error(`MESSAGE_TRANSPORT must be one of ${MESSAGE_TRANSPORTS.join(', ')}; got "${name}"`);
}

/** The transport a configuration names, on this database. */
export function createTransport(config: MessageConfig, db: Db, clock: { now(): number }): MessageTransport {
  switch (config.transport) {
    case 'outbox':
      return outboxTransport(db, clock);
    case 'webhook':
      return webhookTransport(config.url);
    case 'custom':
      return config.make(db, clock);
  }
}

/** Keeps every message in the `outbox` table (the default; the dev outbox route reads it). */
export function outboxTransport(db: Db, clock: { now(): number }): MessageTransport {
  return {
    name: 'outbox',
    async send(message) {
      await db.query(
        'INSERT INTO outbox (channel, recipient, subject, body, created_at) VALUES ($1, $2, $3, $4, $5)',
        [
          message.channel,
          message.to,
          message.subject ?? '',
          message.text,
          new Date(clock.now()).toISOString(),
        ],
      );
    },
  };
}

/**
 * Posts each message as JSON (`{ channel, to, subject, text }`) to a provider's gateway. It logs
 * nothing, and a failure names only the status, never the message (which carries codes).
 */
export function webhookTransport(url: string, fetcher: typeof fetch = fetch): MessageTransport {
  return {
    name: 'webhook',
    async send(message) {
      let response: Response;
      try {
        response = await fetcher(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            channel: message.channel,
            to: message.to,
            subject: message.subject ?? '',
            text: message.text,
          }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch {
        throw new Error('The message webhook did not answer');
      }
      await response.body?.cancel();
      if (!response.ok) throw new Error(`The message webhook answered ${response.status}`);
    },
  };
}

/** One message of the outbox, as the dev route answers it. */
export interface OutboxEntry {
  id: number;
  /** `marketing`: a registration the marketing tool's sandbox kept (analytics/marketing-registration.ts). */
  channel: 'sms' | 'email' | 'marketing';
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/**
 * The outbox, newest first, optionally only the messages to `to` (a phone in any notation or an
 * e-mail); `withoutStaff` leaves out every message to the phone or e-mail of a staff account (§6), as
 * the demo outbox must.
 */
export async function readOutbox(
  db: Db,
  { to, limit = 50, withoutStaff = false }: { to?: string; limit?: number; withoutStaff?: boolean } = {},
) {
  const rows = await db.query<{
    id: number;
    channel: 'sms' | 'email' | 'marketing';
    recipient: string;
    subject: string;
    body: string;
    created_at: Date | string;
  }>(
    `SELECT id, channel, recipient, subject, body, created_at FROM outbox o
     WHERE ($1::text IS NULL OR recipient = $1)
       AND NOT ($3::boolean AND EXISTS (
         SELECT 1 FROM users u
         WHERE (u.phone = o.recipient OR u.email = lower(o.recipient)) AND u.groups && $4::text[]))
     ORDER BY id DESC LIMIT $2`,
    [to ?? null, limit, withoutStaff, [...STAFF_GROUPS]],
  );
  return rows.map(
    (r): OutboxEntry => ({
      id: r.id,
      channel: r.channel,
      to: r.recipient,
      subject: r.subject,
      text: r.body,
      createdAt: new Date(r.created_at).toISOString(),
    }),
  );
}
