import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/repo-root';
import { type RunningStore, startBuiltStore } from '../support/start-store';

/** `npm start` as a shopper's browser meets it: production mode, compressed, one line when it cannot start. */
describe('npm start (issue 7 §3)', () => {
  let store: RunningStore;

  beforeAll(async () => {
    store = await startBuiltStore(200);
  });
  afterAll(async () => {
    await store.stop();
  });

  it('serves compressed pages over real HTTP', async () => {
    const response = await fetch(`${store.url}/`, { headers: { 'Accept-Encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(await response.text()).toContain('window.__VERSTAK_STATE__=');
  });

  it('prints one line, not a stack, when its port is already in use', async () => {
    const child = spawn(process.execPath, [resolve(repoRoot, 'scripts/start.mjs')], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(store.port), DATA_DIR: ':memory:', SEED_PRODUCTS: '50' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    expect(code).toBe(1);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`port ${store.port} is already in use`);
  });
});
