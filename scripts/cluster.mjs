// Several store processes (scripts/start.mjs each) on one PostgreSQL behind nginx, with the payment
// sandbox: what `npm run start:cluster` runs (start-cluster.mjs), and what the cluster test and bench
// start. docs/deploy.md describes the shape; deploy/nginx.conf.template is the balancer's config.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  accessSync,
  chmodSync,
  constants,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

export { freePort };

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TEMPLATE = join(root, 'deploy/nginx.conf.template');
const NOTIFICATIONS_PATH = '/api/v4/payments/notifications';

/**
 * The nginx binary: `NGINX` when set, else Debian's /usr/sbin/nginx, else `nginx` on the PATH; null
 * when there is none.
 */
export function findNginx(env = process.env) {
  const candidates = env.NGINX
    ? [env.NGINX]
    : ['/usr/sbin/nginx', ...(env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'nginx'))];
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not there: the next one.
    }
  }
  return null;
}

/** Whether `port` can be listened on at 127.0.0.1 now. */
function portFree(port) {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

/** The template with each `{{NAME}}` replaced; a field left without a value is an error in our code. */
export function renderNginxConfig(fields) {
  return readFileSync(TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (!(name in fields)) throw new Error(`deploy/nginx.conf.template: no value for {{${name}}}`);
    return String(fields[name]);
  });
}

/** The number of store processes from `--processes N` or VERSTAK_PROCESSES (2 by default); throws one line. */
export function processCountOf(argv, env = process.env) {
  const at = argv.findIndex((a) => a === '--processes' || a.startsWith('--processes='));
  const text =
    at === -1 ? env.VERSTAK_PROCESSES : argv[at].includes('=') ? argv[at].split('=')[1] : argv[at + 1];
  if (text === undefined || text === '') return 2;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > 64)
    throw new Error(`--processes (VERSTAK_PROCESSES) must be a whole number from 1 to 64, got "${text}"`);
  return n;
}

/** Resolves when `child` has ended (at once when it already has). */
function ended(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

/** Sends `signal`, then SIGKILL when the process is still there after `ms`; resolves once it has ended. */
async function stopChild(child, signal, ms = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  await ended(child);
  clearTimeout(timer);
}

/**
 * The lines of start.mjs's banner that name the process's own port: the cluster prints nginx's
 * addresses instead, for a shopper who opened a process's port would bypass nginx.
 */
const OWN_PORT_LINES =
  /^(Verstak is running|City subdomains work too|SMS and e-mail \(login codes\) are kept)/;

/** Passes a child's output on, each line after `label`, but for the lines `skip` matches. */
function relay(stream, label, write, skip = null) {
  let rest = '';
  const pass = (line) => {
    if (!skip?.test(line)) write(`${label} ${line}`);
  };
  stream.on('data', (chunk) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) pass(line);
  });
  stream.on('end', () => {
    if (rest) pass(rest);
  });
}

/**
 * Resolves once something answers HTTP at `url`; rejects when `gone()` says the server ended, when
 * `signal` is aborted, or after `ms`.
 */
async function answering(url, gone, ms, signal) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (signal?.aborted) throw new Error('stopped while starting');
    const why = gone();
    if (why) throw new Error(why);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`nothing answered at ${url} within ${ms / 1000} s`);
      await new Promise((done) => setTimeout(done, 100));
    }
  }
}

/**
 * Where the cluster's sandbox keeps its payments: beside DATA_DIR (`.data/pglite`, as `npm start`'s
 * sandbox does) in `cluster-payment-sandbox`; in memory (undefined) for `DATA_DIR=:memory:`.
 */
function sandboxDataDirOf(env) {
  const dataDir = env.DATA_DIR ?? '.data/pglite';
  if (dataDir === ':memory:' || dataDir === '') return undefined;
  return join(dirname(resolve(root, dataDir)), 'cluster-payment-sandbox');
}

/**
 * Runs nginx from deploy/nginx.conf.template on 127.0.0.1:`port` in front of the store processes on
 * the loopback ports `upstreams`, in a temporary folder that holds its configuration, pid, log and
 * temporary files (no root needed); resolves once it answers. `close()` lets it finish the requests
 * under way (SIGQUIT) and removes the folder.
 */
export async function startNginx({
  nginx = findNginx(),
  port,
  upstreams,
  workers = 1,
  log = console.log,
  signal,
}) {
  const folder = mkdtempSync(join(tmpdir(), 'verstak-nginx-'));
  // Started as root, nginx runs its workers as `nobody`: they must reach the temporary files
  // (request bodies, buffered answers) in folders nginx makes here for them.
  chmodSync(folder, 0o755);
  let child = null;
  const close = async () => {
    if (child) await stopChild(child, 'SIGQUIT');
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const config = renderNginxConfig({
      PREFIX: folder,
      WORKERS: workers,
      LISTEN: `127.0.0.1:${port}`,
      ACCESS_LOG: 'off',
      SERVERS: upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n'),
    });
    writeFileSync(join(folder, 'nginx.conf'), config);
    const args = ['-p', `${folder}/`, '-c', join(folder, 'nginx.conf'), '-e', join(folder, 'error.log')];
    const test = spawnSync(nginx, ['-t', '-q', ...args], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx refused its configuration: ${test.stderr.trim()}`);
    const started = spawn(nginx, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    relay(started.stdout, '[nginx]', log);
    relay(started.stderr, '[nginx]', log);
    await answering(
      `http://127.0.0.1:${port}/robots.txt`,
      () => {
        if (started.exitCode === null && started.signalCode === null) return null;
        let why = '';
        try {
          why = readFileSync(join(folder, 'error.log'), 'utf8').trim().split('\n').at(-1) ?? '';
        } catch {
          // No log: the exit says enough.
        }
        return `nginx ended at start (${why || `exit ${started.exitCode}`}); is port ${port} in use? set PORT`;
      },
      30_000,
      signal,
    );
  } catch (error) {
    await close();
    throw error;
  }
  return { child, port, close };
}

/**
 * Starts `processes` store processes (scripts/start.mjs, production mode unless NODE_ENV says) on
 * free loopback ports, all on the PostgreSQL at `databaseUrl`, then nginx from
 * deploy/nginx.conf.template in a temporary folder on `port` in front of them. Without a provider
 * elsewhere (PAYMENT_SANDBOX_URL in `env`) the sandbox provider runs in this process on `port` + 1
 * (PAYMENT_SANDBOX_PORT), and the processes share its secret; the provider notifies the store
 * through nginx (PAYMENT_NOTIFY_URL), so whichever process is up takes a notification. Every
 * process gets PUBLIC_ORIGIN (http://localhost:`port` unless `env` names one): links name nginx,
 * never a process. Resolves once nginx answers; `close()` stops everything and removes the folder.
 * Aborting `signal` while it starts stops what was started and rejects.
 */
export async function startCluster({
  processes = 2,
  port = 3000,
  databaseUrl,
  env = process.env,
  nginx = findNginx(env),
  workers = 1,
  log = console.log,
  sandboxDataDir = sandboxDataDirOf(env),
  signal,
} = {}) {
  if (!databaseUrl)
    throw new Error(
      'a cluster needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/verstak); PGlite serves one process only',
    );
  if (!nginx)
    throw new Error(
      'nginx was not found (NGINX, /usr/sbin/nginx or the PATH): install it, e.g. `apt-get install nginx`',
    );
  // Before anything starts (nginx would take seconds to give up on a port in use).
  if (!(await portFree(port)))
    throw new Error(`port ${port} is already in use (is Verstak already running? set PORT to use another)`);
  // One line for what would make every process fail alike (a wrong PAYMENT_* or DEMO_SURFACES).
  const server = await import('@verstak/server');
  const settings = server.paymentSettingsFromEnv(env);
  const demoSurfaces = server.demoSurfacesFromEnv(env);
  // As start.mjs decides it: a local store keeps messages in the outbox unless told otherwise.
  const outbox =
    (env.MESSAGE_TRANSPORT ?? (server.reachableFromOutside(env) === null ? 'outbox' : '')) === 'outbox';
  const publicOrigin = env.PUBLIC_ORIGIN || `http://localhost:${port}`;
  const notifyUrl = env.PAYMENT_NOTIFY_URL || `http://127.0.0.1:${port}${NOTIFICATIONS_PATH}`;

  const children = [];
  let balancer = null;
  let sandbox = null;
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await Promise.all([
      ...children.map(({ child }) => stopChild(child, 'SIGTERM')),
      ...(balancer ? [balancer.close()] : []),
    ]);
    await sandbox?.close();
  };

  try {
    let payments;
    if (settings.providerUrl) {
      payments = {
        PAYMENT_SANDBOX_URL: settings.providerUrl,
        PAYMENT_NOTIFY_SECRET: settings.secret,
      };
    } else {
      const secret = settings.secret ?? randomBytes(32).toString('hex');
      if (sandboxDataDir) mkdirSync(sandboxDataDir, { recursive: true });
      sandbox = await server.startPaymentSandbox({
        port: settings.sandboxPort ?? port + 1,
        hostname: '127.0.0.1',
        secret,
        dataDir: sandboxDataDir,
        storeOrigin: publicOrigin,
      });
      payments = { PAYMENT_SANDBOX_URL: sandbox.url, PAYMENT_NOTIFY_SECRET: secret };
    }

    const ports = [];
    for (let i = 0; i < processes; i++) ports.push(await freePort());
    for (const [i, processPort] of ports.entries()) {
      const label = `[store ${i + 1}]`;
      const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
        cwd: root,
        env: {
          ...env,
          NODE_ENV: env.NODE_ENV ?? 'production',
          PORT: String(processPort),
          // Only nginx reaches a process: it listens on loopback.
          VERSTAK_HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl,
          PUBLIC_ORIGIN: publicOrigin,
          PAYMENT_NOTIFY_URL: notifyUrl,
          PAYMENT_SANDBOX_PORT: '',
          ...payments,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const entry = { child, port: processPort, url: `http://127.0.0.1:${processPort}` };
      relay(child.stdout, label, log, OWN_PORT_LINES);
      relay(child.stderr, label, log);
      children.push(entry);
    }
    // The first start migrates and seeds (the others wait on its lock), which takes a while.
    await Promise.all(
      children.map(async (entry, i) => {
        await answering(
          `${entry.url}/robots.txt`,
          () =>
            entry.child.exitCode !== null || entry.child.signalCode !== null
              ? `store process ${i + 1} ended before it listened (its lines above say why)`
              : null,
          300_000,
          signal,
        );
      }),
    );

    balancer = await startNginx({ nginx, port, upstreams: ports, workers, log, signal });
  } catch (error) {
    await close();
    throw error;
  }

  /** Resolves with a line when a process or nginx ends while the cluster should be running. */
  const failed = Promise.race([
    ...children.map(({ child }, i) =>
      ended(child).then(
        () => `store process ${i + 1} ended (${child.signalCode ?? `exit ${child.exitCode}`})`,
      ),
    ),
    ended(balancer.child).then(
      () => `nginx ended (${balancer.child.signalCode ?? `exit ${balancer.child.exitCode}`})`,
    ),
  ]).then((why) => (closing ? null : why));

  return {
    url: `http://localhost:${port}`,
    port,
    publicOrigin,
    /** The outbox page's address when the demo surfaces show it (this machine only), else null. */
    outboxUrl: demoSurfaces && outbox ? `${publicOrigin}/dev/outbox/` : null,
    processes: children.map(({ child, port: p, url }) => ({ pid: child.pid, port: p, url })),
    paymentSandboxUrl: sandbox?.url ?? null,
    failed,
    close,
  };
}
