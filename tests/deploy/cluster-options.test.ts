import { describe, expect, it } from 'vitest';
import { processCountOf, renderNginxConfig } from '../../scripts/cluster.mjs';

// `npm run start:cluster`'s own input: how many processes, and the nginx configuration it renders.
// Running the cluster is tests/cluster's (it needs PostgreSQL and nginx).

describe('the process count', () => {
  it('is 2 unless --processes or VERSTAK_PROCESSES says', () => {
    expect(processCountOf([], {})).toBe(2);
    expect(processCountOf(['--processes', '3'], {})).toBe(3);
    expect(processCountOf(['--processes=4'], {})).toBe(4);
    expect(processCountOf([], { VERSTAK_PROCESSES: '5' })).toBe(5);
    // The command line wins over the environment.
    expect(processCountOf(['--processes', '1'], { VERSTAK_PROCESSES: '5' })).toBe(1);
  });

  it.each(['0', '-1', '1.5', 'two', '65'])('refuses %s in one line', (value) => {
    expect(() => processCountOf(['--processes', value], {})).toThrow(
      `--processes (VERSTAK_PROCESSES) must be a whole number from 1 to 64, got "${value}"`,
    );
  });
});

describe('the nginx configuration', () => {
  const fields = {
    PREFIX: '/tmp/verstak-nginx-x',
    WORKERS: 1,
    LISTEN: '127.0.0.1:3000',
    ACCESS_LOG: 'off',
    SERVERS: '    server 127.0.0.1:3101;\n    server 127.0.0.1:3102;',
  };

  it('names every process as an upstream server and leaves no field unfilled', () => {
    const config = renderNginxConfig(fields);
    expect(config).toContain('server 127.0.0.1:3101;');
    expect(config).toContain('server 127.0.0.1:3102;');
    expect(config).toContain('listen 127.0.0.1:3000;');
    expect(config).not.toMatch(/\{\{\w+\}\}/);
  });

  it('sets the client address nginx saw, never one the client wrote (TRUST_PROXY reads its first hop)', () => {
    const config = renderNginxConfig(fields);
    expect(config).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(config).not.toContain('$proxy_add_x_forwarded_for');
  });

  it('refuses to render with a field missing', () => {
    const { SERVERS: _, ...partial } = fields;
    expect(() => renderNginxConfig(partial)).toThrow('deploy/nginx.conf.template: no value for {{SERVERS}}');
  });
});
