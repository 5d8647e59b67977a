// Node only (a lock file beside the session file): imported by the `@verstak/sdk/node` entry alone.
import {
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  type Stats,
  statSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

/** How long a lock may be held before another process takes it over (its holder died). */
const STALE_LOCK_MS = 30_000;
/** How often a process waiting for the lock looks again. */
const LOCK_POLL_MS = 20;

/** Who holds a lock, as its file says: `pid@host`. */
const lockHolder = () => `${process.pid}@${hostname()}`;

/**
 * Whether the lock file's holder has died: it names a process of this host that no longer runs
 * (a process of another host sharing the folder cannot be asked, nor can an empty file be read).
 */
function holderDied(content: string): boolean {
  const match = /^(\d+)@(.*)$/.exec(content);
  if (!match || match[2] !== hostname()) return false;
  const pid = Number(match[1]);
  if (!(pid > 0)) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Removes the stale lock seen as `seen`, and only it: it is renamed away first, and if what was
 * renamed is another process's fresh lock (one who took the stale one over in between), it is put back.
 */
function takeOver(lockPath: string, seen: { ino: number }): void {
  const removed = `${lockPath}.${process.pid}.stale`;
  try {
    renameSync(lockPath, removed);
  } catch {
    return; // Taken over or released by another: look again.
  }
  try {
    if (statSync(removed).ino !== seen.ino) linkSync(removed, lockPath);
  } catch {
    // Another lock is there already: it holds.
  }
  try {
    rmSync(removed, { force: true });
  } catch {
    // Not a file (a folder someone left there): it stays aside, out of the lock's way.
  }
}

/**
 * Runs `run` holding the lock file `lockPath` (created exclusively, mode 0600, naming its holder):
 * another process waits for it, polling; a lock whose holder has died, or whose time is more than
 * {@link STALE_LOCK_MS} away from now (a holder hung, a clock set back), is taken over. `signal`
 * stops the wait.
 */
export async function withLockFile<T>(
  lockPath: string,
  run: () => Promise<T>,
  signal?: AbortSignal | null,
): Promise<T> {
  mkdirSync(dirname(lockPath), { recursive: true, mode: 0o700 });
  for (;;) {
    signal?.throwIfAborted();
    try {
      writeFileSync(lockPath, lockHolder(), { flag: 'wx', mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let seen: Stats;
    try {
      seen = statSync(lockPath);
    } catch {
      continue; // Released between the two looks: try again at once.
    }
    // Only a file is read for its holder (a FIFO would block the process): anything else, or a file
    // that cannot be read, is judged by its age alone.
    let content = '';
    try {
      if (seen.isFile()) content = readFileSync(lockPath, 'utf8');
    } catch {
      // Released or unreadable: its age decides.
    }
    if (Math.abs(Date.now() - seen.mtimeMs) > STALE_LOCK_MS || holderDied(content)) takeOver(lockPath, seen);
    else await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
  try {
    return await run();
  } finally {
    rmSync(lockPath, { force: true });
  }
}
