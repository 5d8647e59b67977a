import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { isRunning, lockDataDir } from './store-lock';

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

  it.runIf(existsSync('/proc/self/stat'))(
    'takes over the lock of a process killed but not yet reaped (a zombie), as a restart right after SIGKILL finds it',
    async () => {
      // `sleep 60 &` gets a parent (the shell, become `sleep 60` by exec) that never reaps it.
      const parent = spawn('sh', ['-c', 'sleep 60 & echo $!; exec sleep 60'], {
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      try {
        const pid = Number(
          await new Promise<string>((done) =>
            parent.stdout.once('data', (chunk: Buffer) => done(String(chunk))),
          ),
        );
        // Kill only once the shell has become `sleep 60`: before its exec the shell may still reap the child.
        await vi.waitFor(() =>
          expect(readFileSync(`/proc/${parent.pid}/cmdline`, 'utf8')).toMatch(/^sleep\0/),
        );
        process.kill(pid, 'SIGKILL');
        await vi.waitFor(() => expect(readFileSync(`/proc/${pid}/stat`, 'utf8')).toMatch(/\) Z /));
        expect(isRunning(pid)).toBe(false);
        const dir = join(root, 'zombie');
        writeFileSync(`${dir}.lock`, String(pid));
        const lock = lockDataDir(dir);
        expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
        lock.release();
      } finally {
        parent.kill('SIGKILL');
      }
    },
  );

  it('counts a living process as running', () => {
    expect(isRunning(process.pid)).toBe(true);
  });
});
