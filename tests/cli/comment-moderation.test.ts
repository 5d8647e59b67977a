// `verstak comment list|publish|reject`: a content manager's moderation of article comments from the
// command line, run in process on one server; an operator is told the command is not theirs.
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

describe('verstak comment', () => {
  beforeAll(async () => {
    store = await startCliServer(120);
    folder = mkdtempSync(join(tmpdir(), 'verstak-comments-'));
    verstak = inProcess(store, folder);
    await login('content', SEEDED_LOGINS.content.email);
    await login('operator', SEEDED_LOGINS.operator.email);
  }, 180_000);
  afterAll(async () => {
    await store?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('lists the published comments, rejects one off its article and publishes it back', async () => {
    const listed = await verstak('content', ['--json', 'comment', 'list', '--status', 'published']);
    expect(listed.code, listed.stderr).toBe(0);
    const published = JSON.parse(listed.stdout) as {
      items: Array<{ id: number; articleUrl: string }>;
      total: number;
    };
    expect(published.total).toBeGreaterThan(0);
    const [first] = published.items;
    expect(first?.articleUrl).toMatch(/^\/stati\/[a-z0-9-]+\/$/);
    const rejected = await verstak('content', [
      'comment',
      'reject',
      String(first?.id),
      '--reason',
      'Реклама',
    ]);
    expect(rejected.code, rejected.stderr).toBe(0);
    expect(rejected.stdout).toContain(`Comment ${first?.id} rejected`);
    const waiting = await verstak('content', ['comment', 'list']);
    expect(waiting.stdout).toMatch(/No comments waiting for moderation|waiting/);
    const back = await verstak('content', ['comment', 'publish', String(first?.id)]);
    expect(back.code, back.stderr).toBe(0);
    expect(back.stdout).toContain('published');
  });

  it('tells an operator the command is not theirs, and an unknown id is comment_not_found', async () => {
    const refused = await verstak('operator', ['comment', 'list']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Comment moderation is for content managers');
    const unknown = await verstak('content', ['comment', 'publish', '999999']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No comment with this id');
  });
});
