// `verstak tag …`: staff list, show, create, update and delete catalogue tags and brand tags; a
// shopper and a guest are told why not; bad flags are usage errors before any call.
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

const json = <T>(result: { code: number; stdout: string; stderr: string }): T => {
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as T;
};
const login = async (who: string, email: string) =>
  expect(
    (await verstak(who, ['login', '--email', email, '--password-stdin'], { stdin: `${SEED_PASSWORD}\n` }))
      .code,
  ).toBe(0);

describe('verstak tag', () => {
  beforeAll(async () => {
    store = await startCliServer(400);
    folder = mkdtempSync(join(tmpdir(), 'verstak-tags-'));
    verstak = inProcess(store, folder);
    await login('editor', SEEDED_LOGINS.tags.email);
    await login('content', SEEDED_LOGINS.content.email);
    await login('operator', SEEDED_LOGINS.operator.email);
    await login('ivan', SEEDED_LOGINS.person.email);
  }, 180_000);
  afterAll(async () => {
    await store?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('lists the seeded tags of both kinds, as a table and as JSON', async () => {
    const human = await verstak('editor', ['tag', 'list']);
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout).toContain('garantiya-5-let');
    expect(human.stdout).toContain('yaponskie-brendy');
    const list = json<{ items: Array<{ kind: string; code: string }> }>(
      await verstak('editor', ['--json', 'tag', 'list']),
    );
    expect(list.items.some((t) => t.kind === 'brand')).toBe(true);
    expect(list.items.some((t) => t.kind === 'catalog')).toBe(true);
  });

  it('creates, shows, updates and deletes a catalogue tag', async () => {
    const created = json<{ tag: { url: string; productCount: number } }>(
      await verstak('editor', [
        '--json',
        'tag',
        'create',
        'makita-do-10000',
        '--title',
        'Makita до 10 000 ₽',
        '--brands',
        'makita',
        '--filter',
        'price-to-10000',
        '--text',
        'Инструмент Makita дешевле 10 000 ₽.',
      ]),
    );
    expect(created.tag.url).toBe('/tag/makita-do-10000/');
    expect(created.tag.productCount).toBeGreaterThan(0);
    const shown = await verstak('content', ['tag', 'show', 'makita-do-10000']);
    expect(shown.stdout).toMatch(/filter\s+price-to-10000/);
    expect(shown.stdout).toMatch(/changed .* by tags@verstak\.example\.ru/);
    const updated = json<{ tag: { title: string; filter: string; metaTitle: string } }>(
      await verstak('content', [
        '--json',
        'tag',
        'update',
        'makita-do-10000',
        '--meta-title',
        'Makita недорого',
      ]),
    );
    expect(updated.tag).toMatchObject({
      title: 'Makita до 10 000 ₽',
      filter: 'price-to-10000',
      metaTitle: 'Makita недорого',
    });
    const refusedDelete = await verstak('editor', ['tag', 'delete', 'makita-do-10000']);
    expect(refusedDelete.code).toBe(2);
    expect(refusedDelete.stderr).toContain('--yes');
    const asked = await verstak('editor', ['tag', 'delete', 'makita-do-10000'], {
      interactive: true,
      answers: ['нет'],
    });
    expect(asked.code).toBe(1);
    expect((await verstak('editor', ['tag', 'delete', 'makita-do-10000', '--yes'])).stdout).toContain(
      'Deleted tag makita-do-10000',
    );
    const gone = await verstak('editor', ['tag', 'show', 'makita-do-10000']);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toContain('Тег не найден');
  });

  it('creates, updates and deletes a brand tag with --brand', async () => {
    const created = await verstak('editor', [
      'tag',
      'create',
      'nemtsy',
      '--brand',
      '--title',
      'Немцы',
      '--brands',
      'bosch,metabo',
    ]);
    expect(created.stdout).toContain('/brands/tag/nemtsy/');
    expect((await verstak('editor', ['tag', 'update', 'nemtsy', '--brand', '--brands', 'bosch'])).code).toBe(
      0,
    );
    expect((await verstak('editor', ['tag', 'show', 'nemtsy', '--brand'])).stdout).toMatch(
      /brands\s+bosch\n/,
    );
    const wrongFlag = await verstak('editor', [
      'tag',
      'update',
      'nemtsy',
      '--brand',
      '--filter',
      'price-to-1',
    ]);
    expect(wrongFlag.code).toBe(2);
    expect(wrongFlag.stderr).toContain('--filter is for catalogue tags');
    expect((await verstak('editor', ['tag', 'delete', 'nemtsy', '--brand', '--yes'])).code).toBe(0);
  });

  it('says clearly what is wrong: a taken code, a bad code, bad rules, no rights, no login', async () => {
    const taken = await verstak('editor', [
      'tag',
      'create',
      'garantiya-5-let',
      '--title',
      'x',
      '--brands',
      'bosch',
    ]);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('already exists');
    const badCode = await verstak('editor', [
      '--json',
      'tag',
      'create',
      'Плохой Код',
      '--title',
      'x',
      '--brands',
      'bosch',
    ]);
    expect(badCode.code).toBe(1);
    expect(JSON.parse(badCode.stdout || badCode.stderr)).toMatchObject({ error: { code: 'validation' } });
    const badBrand = await verstak('editor', [
      'tag',
      'create',
      'net-brenda',
      '--title',
      'x',
      '--brands',
      'no-such',
    ]);
    expect(badBrand.stderr).toContain('Unknown brand codes: no-such');
    expect((await verstak('editor', ['tag', 'create', 'bez-zagolovka', '--brands', 'bosch'])).code).toBe(2);
    expect((await verstak('editor', ['tag', 'update', 'garantiya-5-let'])).stderr).toContain(
      'Nothing to change',
    );
    expect((await verstak('editor', ['tag', 'update', 'garantiya-5-let', '--sort', '-1'])).code).toBe(2);
    const operator = await verstak('operator', [
      'tag',
      'create',
      'op-tag',
      '--title',
      'x',
      '--brands',
      'bosch',
    ]);
    expect(operator.code).toBe(1);
    expect(operator.stderr).toContain('page-tags, content-managers or administrators');
    expect((await verstak('ivan', ['tag', 'list'])).stderr).toContain('Tags are edited by staff');
    const guest = await verstak('nobody', ['tag', 'list']);
    expect(guest.code).toBe(1);
    expect(guest.stderr).toContain('Not logged in');
  });
});
