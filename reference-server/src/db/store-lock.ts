import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** The lock of a PGlite folder, held while one process has it open. */
export interface StoreLock {
  /** Gives the folder up (idempotent). */
  release(): void;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dataDir>.lock` (beside the folder, so PGlite's own files are untouched), holding this
 * process's pid. PGlite is a single-process database: a second process on the same folder would
 * corrupt it, so it is refused with one clear line. A lock left by a process that has died is taken over.
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
