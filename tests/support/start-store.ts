import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from './free-port';
import { repoRoot } from './repo-root';

/** A running `npm start` process. */
export interface RunningStore {
  url: string;
  port: number;
  /** The sandbox payment provider started with it (its pay pages are where the shopper pays). */
  paymentSandboxUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the built store exactly as `npm start` runs it (scripts/start.mjs), on a free port with an
 * in-memory database seeded with `products` products and the sandbox payment provider on another
 * free port; resolves when it says it is running. `env` adds to its environment (`CITY_SUBDOMAINS`).
 */
export async function startBuiltStore(
  products = 800,
  env: Record<string, string> = {},
): Promise<RunningStore> {
  const port = await freePort();
  const sandboxPort = await freePort();
  const child: ChildProcess = spawn(process.execPath, [resolve(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: ':memory:',
      SEED_PRODUCTS: String(products),
      PAYMENT_SANDBOX_PORT: String(sandboxPort),
      PAYMENT_SANDBOX_URL: '',
      PAYMENT_NOTIFY_SECRET: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((done, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Verstak is running')) done();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      fail(new Error(`The store exited with code ${code} before starting:\n${output}`)),
    );
  });
  return {
    url: `http://localhost:${port}`,
    port,
    paymentSandboxUrl: `http://localhost:${sandboxPort}`,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
