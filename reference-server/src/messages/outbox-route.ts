import { loginField, RELEASE_VERSION } from '@verstak/sdk/contract';
import type { Hono } from 'hono';
import * as z from 'zod/mini';
import type { Db } from '../db/database';
import { localClientsOnly } from '../http/local-client';
import { readOutbox } from './messages';

/**
 * `GET /api/v4/dev/outbox`: the messages the outbox transport kept, newest first, as
 * `{ version, data: { items: [{ id, channel, to, subject, text, createdAt }] } }`; `?to=` keeps
 * those to one phone (any notation) or e-mail, `?limit=` (1–200, 50 by default) how many. A demo
 * surface, not a call of the contract: it exists only while messages go to the outbox and the demo
 * surfaces are on, answers local clients only (404 to anyone else), and never shows a message to a
 * staff account's phone or e-mail.
 */
export function registerOutboxRoute(app: Hono, db: Db): void {
  app.use('/api/v4/dev/outbox', localClientsOnly());
  app.get('/api/v4/dev/outbox', async (c) => {
    const raw = c.req.query('to')?.trim() ?? '';
    const parsed = z.safeParse(loginField, raw);
    const to = raw === '' ? undefined : parsed.success ? parsed.data : raw;
    const limit = Math.min(200, Math.max(1, Number.parseInt(c.req.query('limit') ?? '50', 10) || 50));
    const items = await readOutbox(db, { ...(to ? { to } : {}), limit, withoutStaff: true });
    return c.json({ version: RELEASE_VERSION, data: { items } }, 200, { 'Cache-Control': 'no-store' });
  });
}
