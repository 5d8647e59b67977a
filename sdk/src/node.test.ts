import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileTokenStore } from './node';

describe('fileTokenStore', () => {
  const dirs: string[] = [];
  const fileIn = () => {
    const dir = mkdtempSync(join(tmpdir(), 'verstak-session-'));
    dirs.push(dir);
    return join(dir, 'nested', 'session.json');
  };
  afterEach(() => {
    vi.useRealTimers();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the token across instances in a file only its owner can read', () => {
    const file = fileIn();
    expect(fileTokenStore(file).get()).toBeNull();
    fileTokenStore(file).set('token-1');
    expect(fileTokenStore(file).get()).toBe('token-1');
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('forgets a token once it has expired', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 23, 12) });
    const file = fileIn();
    fileTokenStore(file).set('token-2', Date.now() + 60_000);
    expect(fileTokenStore(file).get()).toBe('token-2');
    vi.setSystemTime(Date.now() + 60_000);
    expect(fileTokenStore(file).get()).toBeNull();
  });

  it('clears the file on logout and reads a damaged file as no session', () => {
    const file = fileIn();
    const store = fileTokenStore(file);
    store.set('token-3');
    store.set(null);
    expect(() => readFileSync(file)).toThrow();
    store.set('token-4');
    writeFileSync(file, '{ not json');
    expect(store.get()).toBeNull();
  });
});
