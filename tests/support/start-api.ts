import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { vi } from 'vitest';
import { repoRoot } from './repo-root';

// The API process as `verstak-server` runs it, from the sources (tsx): what the fault tests start,
// kill and start again.

const MAIN = resolve(repoRoot, 'reference-server/src/main.ts');
const TSX = pathToFileURL(resolve(repoRoot, 'node_modules/tsx/dist/esm/index.mjs')).href;

/** A started API process. */
export interface ApiRun {
  child: ChildProcess;
  /** What it printed on stdout so far. */
  output(): string;
  /** What it printed on stderr so far. */
  stderr(): string;
  /** Its end: the signal that killed it, else its exit code. */
  exited: Promise<NodeJS.Signals | number | null>;
  /** Its port, once it says it listens; rejects when it ends first. */
  listening(): Promise<number>;
  /** Ends it with SIGTERM and waits (at once when it has ended). */
  stop(): Promise<void>;
}

const started: ChildProcess[] = [];

/**
 * Starts the API with the test defaults (any port, 40 products for an empty store, production, the
 * outbox, no fault point) and `env` over them, in `cwd` (this process's by default).
 */
export function startApi(env: Record<string, string>, cwd?: string): ApiRun {
  const child = spawn(process.execPath, ['--conditions=@verstak/source', '--import', TSX, MAIN], {
    ...(cwd === undefined ? {} : { cwd }),
    env: {
      ...process.env,
      PORT: '0',
      SEED_PRODUCTS: '40',
      NODE_ENV: 'production',
      MESSAGE_TRANSPORT: 'outbox',
      VERSTAK_FAULT_POINT: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const exited = new Promise<NodeJS.Signals | number | null>((done) =>
    child.once('exit', (code, signal) => done(signal ?? code)),
  );
  return {
    child,
    output: () => out,
    stderr: () => err,
    exited,
    // Each start compiles the sources and boots the database: slow on a busy machine.
    listening: () =>
      vi.waitFor(
        () => {
          if (ended()) throw new Error(`The API exited: ${err}`);
          const port = /Verstak API on http:\/\/localhost:(\d+)/.exec(out)?.[1];
          if (port === undefined) throw new Error(`The API is not listening yet: ${err}`);
          return Number(port);
        },
        { timeout: 120_000, interval: 100 },
      ),
    async stop() {
      if (!ended()) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Kills every API process started here that still runs (a test file's afterEach). */
export function killStartedApis(): void {
  for (const child of started.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
