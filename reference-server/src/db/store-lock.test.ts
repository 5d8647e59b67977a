import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from './store-lock';

describe('the PGlite folder lock', () => {
  const root = mkdtempSync(join(tmpdir(), 'verstak-lock-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('holds this process’s pid beside the folder, refuses a second holder and is given back', () => {
    const dir = join(root, 'store');
    const lock = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(
      `The store in ${dir} is in use by process ${process.pid} (this one)`,
    );
    lock.release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockDataDir(dir).release();
  });

  it('takes over the lock of a process that has died', () => {
    const dir = join(root, 'orphan');
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(`${dir}.lock`, String(dead));
    const lock = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
