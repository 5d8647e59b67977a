import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** The lock of a PGlite folder, held while one process has it open. */
export interface StoreLock {
  /** Gives the folder up (idempotent). */
  release(): void;
}

/**
 * Whether process `pid` is alive. A process killed (SIGKILL) but not yet reaped by its parent is a
 * zombie for a moment: it still answers signal 0, yet it holds no files and will never run again, so
 * it must not keep the store from starting again at once. Where /proc tells the state (Linux), a
 * zombie (`Z`) or dead (`X`) process counts as gone.
 */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !/^[ZX]$/.test(processState(pid) ?? '');
}

/** The one-letter state of process `pid` from /proc (`R`, `S`, `Z`, …), or null where /proc has none. */
function processState(pid: number): string | null {
  try {
    // "pid (command) state …": the command may hold spaces and parentheses, so read after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * Takes `<dataDir>.lock` (beside the folder, so PGlite's own files are untouched), holding this
 * process's pid. PGlite is a single-process database: a second process on the same folder would
 * corrupt it, so it is refused with one clear line. A lock left by a process that has died (or is a
 * zombie waiting to be reaped) is taken over.
 */
export function lockDataDir(dataDir: string): StoreLock {
  const path = `${resolve(dataDir)}.lock`;
  mkdirSync(dirname(path), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const pid = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && isRunning(pid))
        throw new Error(
          `The store in ${dataDir} is in use by process ${pid}${pid === process.pid ? ' (this one)' : ''}; stop it or use another DATA_DIR`,
        );
      unlinkSync(path);
    }
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    try {
      if (readFileSync(path, 'utf8').trim() === String(process.pid)) unlinkSync(path);
    } catch {
      // Already gone: nothing to give up.
    }
  };
  // A process that exits without closing the store (a crash, process.exit) leaves no lock behind.
  process.on('exit', release);
  return { release };
}
