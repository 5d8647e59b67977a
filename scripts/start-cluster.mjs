// `npm run start:cluster`: N store processes on the PostgreSQL at DATABASE_URL behind nginx on
// http://localhost:$PORT (3000), with the payment sandbox on PORT + 1; Ctrl-C stops them all.
// N: `-- --processes N` or VERSTAK_PROCESSES (2). NGINX names the binary (/usr/sbin/nginx by default).
// The processes read the environment as `npm start` does (docs/deploy.md lists what matters here).
import { parsePort } from '@verstak/sdk';
import { processCountOf, startCluster } from './cluster.mjs';

let processes;
let port;
try {
  processes = processCountOf(process.argv.slice(2));
  port = parsePort(process.env.PORT, 3000);
} catch (error) {
  console.error(`The cluster could not start: ${error.message}`);
  process.exit(1);
}

// Ctrl-C reaches every process of the terminal's group (the stores and nginx stop themselves); this
// one waits for them, stops the sandbox and removes nginx's folder.
let cluster = null;
let stopping = false;
const starting = new AbortController();
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  // Still starting: startCluster stops what it started, and the catch below exits.
  if (!cluster) return starting.abort();
  await cluster.close();
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  cluster = await startCluster({
    processes,
    port,
    databaseUrl: process.env.DATABASE_URL,
    signal: starting.signal,
  });
} catch (error) {
  if (starting.signal.aborted) process.exit(0);
  console.error(`The cluster could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
// Ctrl-C came as the last part started.
if (stopping) {
  await cluster.close();
  process.exit(0);
}
console.log(
  `Verstak cluster is running: ${processes} store process${processes === 1 ? '' : 'es'} behind nginx on ${cluster.url}/ (links name ${cluster.publicOrigin})`,
);
for (const [i, p] of cluster.processes.entries()) console.log(`  store ${i + 1}: ${p.url}/ (pid ${p.pid})`);
console.log(
  `City subdomains work too, e.g. ${cluster.publicOrigin.replace('//localhost', '//yaroslavl.localhost')}/`,
);
if (cluster.outboxUrl)
  console.log(
    `SMS and e-mail (login codes) are kept in the outbox: ${cluster.outboxUrl} — it answers this machine only`,
  );
if (cluster.paymentSandboxUrl)
  console.log(`Payment sandbox (test payments, no money moves): ${cluster.paymentSandboxUrl}/`);
console.log('Ctrl-C stops them all.');
const why = await cluster.failed;
if (why && !stopping) {
  console.error(`The cluster stops: ${why}`);
  await stop(1);
}
