import { createServer } from 'node:net';

/** A loopback port free now (the OS picks it): a cluster's store process, a bench's own servers. */
export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}
