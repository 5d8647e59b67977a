// `verstak review list|publish|reject`: a content manager's moderation from the command line, run in
// process on one server; a shopper or an operator is told the command is not theirs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PASSWORD, SEEDED_LOGINS } from '../../reference-server/src/seed/accounts-seed';
import { type CliServer, startCliServer } from './cli-server';
import { type InProcessVerstak, inProcess } from './in-process';

let store: CliServer;
let folder: string;
let verstak: InProcessVerstak;

const login = async (who: string, email: string) =>
  expect(
    (await verstak(who, ['login', '--email', email, '--password-stdin'], { stdin: `${SEED_PASSWORD}\n` }))
      .code,
  ).toBe(0);

describe('verstak review', () => {
  beforeAll(async () => {
    store = await startCliServer(120);
    folder = mkdtempSync(join(tmpdir(), 'verstak-reviews-'));
    verstak = inProcess(store, folder);
    await login('content', SEEDED_LOGINS.content.email);
    await login('operator', SEEDED_LOGINS.operator.email);
  }, 180_000);
  afterAll(async () => {
    await store?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('lists the reviews waiting, publishes one into its product rating and rejects another with a reason', async () => {
    const listed = await verstak('content', ['--json', 'review', 'list', '--limit', '50']);
    expect(listed.code, listed.stderr).toBe(0);
    const waiting = JSON.parse(listed.stdout) as {
      items: Array<{ id: number; status: string; productUrl: string }>;
      total: number;
    };
    expect(waiting.items.length).toBeGreaterThan(1);
    expect(waiting.items.every((r) => r.status === 'moderation')).toBe(true);
    const [first, second] = waiting.items;
    const [before] = await store.db.query<{ reviews: number }>(
      'SELECT p.reviews FROM products p JOIN product_reviews r ON r.product_id = p.id WHERE r.id = $1',
      [first?.id ?? 0],
    );

    const published = await verstak('content', ['review', 'publish', String(first?.id)]);
    expect(published.code, published.stderr).toBe(0);
    expect(published.stdout).toMatch(
      new RegExp(
        `^Review ${first?.id} published: the product's rating is now \\d\\.\\d from ${(before?.reviews ?? 0) + 1} published reviews`,
      ),
    );
    const rejected = await verstak('content', [
      'review',
      'reject',
      String(second?.id),
      '--reason',
      'Реклама',
    ]);
    expect(rejected.code, rejected.stderr).toBe(0);
    const [row] = await store.db.query<{ status: string; reject_reason: string; moderated_by: string }>(
      'SELECT status, reject_reason, moderated_by FROM product_reviews WHERE id = $1',
      [second?.id ?? 0],
    );
    expect(row).toEqual({
      status: 'rejected',
      reject_reason: 'Реклама',
      moderated_by: SEEDED_LOGINS.content.email,
    });

    const table = await verstak('content', ['review', 'list', '--status', 'rejected']);
    expect(table.stdout).toMatch(/^ *id +written +mark +author +product +photos +text$/m);
  });

  it('says plainly who may moderate, and refuses bad ids', async () => {
    const operator = await verstak('operator', ['review', 'list']);
    expect(operator.code).not.toBe(0);
    expect(operator.stderr).toContain('Review moderation is for content managers');
    const nobody = await verstak('nobody', ['review', 'list']);
    expect(nobody.stderr).toContain('Not logged in');
    const missing = await verstak('content', ['review', 'publish', '999999']);
    expect(missing.stderr).toContain('No review with this id');
    const bad = await verstak('content', ['review', 'publish', 'abc']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('<id> must be a whole number');
  });
});
