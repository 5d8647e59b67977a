import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultServerConditions } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { routeChunks, serverIslands } from './reference-app/build-plugins.ts';

// Tests run on the packages' TypeScript sources through the `@verstak/source` export condition,
// so a unit test never needs a build; the CLI and e2e suites use the built output on purpose.
const conditions = ['@verstak/source', ...defaultServerConditions];

// The real-PostgreSQL suite needs a server; CI points TEST_DATABASE_URL at the local one.
const postgresUrl = process.env.TEST_DATABASE_URL;
// The config is read once per project; say it once.
if (!postgresUrl && !process.env.VERSTAK_PG_NOTE_SHOWN) {
  process.env.VERSTAK_PG_NOTE_SHOWN = '1';
  console.log('Real-PostgreSQL suite left out: set TEST_DATABASE_URL to run it.');
}

// The cluster suite (tests/cluster) runs store processes behind nginx on that server: it needs both.
// The same search as scripts/cluster.mjs's findNginx.
const nginxFound = (
  process.env.NGINX
    ? [process.env.NGINX]
    : ['/usr/sbin/nginx', ...(process.env.PATH ?? '').split(delimiter).map((d) => join(d, 'nginx'))]
).some((path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
});
if (postgresUrl && !nginxFound && !process.env.VERSTAK_NGINX_NOTE_SHOWN) {
  process.env.VERSTAK_NGINX_NOTE_SHOWN = '1';
  console.log('Cluster suite left out: install nginx (apt-get install nginx) or set NGINX to run it.');
}

export default defineConfig({
  // The storefront's routes name their page chunks, and its server renders its islands, as its build
  // does (reference-app/vite.config.ts).
  plugins: [routeChunks(fileURLToPath(new URL('reference-app/', import.meta.url))), serverIslands()],
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['@verstak/source'] } },
  test: {
    projects: [
      { extends: true, test: { name: 'sdk', include: ['sdk/src/**/*.test.ts'] } },
      { extends: true, test: { name: 'react-bindings', include: ['react-bindings/src/**/*.test.{ts,tsx}'] } },
      // Public types: `*.test-d.ts` files checked by tsc with each package's tsconfig.standalone.json (Node-aware,
      // from source: the project-reference configs need `tsc -b`'s outputs, which a test run does not build).
      {
        extends: true,
        test: {
          name: 'sdk-types',
          typecheck: {
            enabled: true,
            only: true,
            include: ['sdk/src/**/*.test-d.ts'],
            tsconfig: 'sdk/tsconfig.standalone.json',
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'reference-server-types',
          typecheck: {
            enabled: true,
            only: true,
            include: ['reference-server/src/**/*.test-d.ts'],
            tsconfig: 'reference-server/tsconfig.standalone.json',
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'react-bindings-types',
          typecheck: {
            enabled: true,
            only: true,
            include: ['react-bindings/src/**/*.test-d.ts'],
            tsconfig: 'react-bindings/tsconfig.standalone.json',
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'reference-server',
          include: ['reference-server/src/**/*.test.ts'],
          exclude: ['**/*.pg.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['**/src/**/*.pg.test.ts'],
                exclude: ['**/node_modules/**'],
                testTimeout: 30_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      ...(postgresUrl && nginxFound
        ? [
            {
              extends: true as const,
              test: {
                name: 'cluster',
                include: ['tests/cluster/**/*.test.ts'],
                testTimeout: 60_000,
                hookTimeout: 300_000,
              },
            },
          ]
        : []),
      { extends: true, test: { name: 'reference-app', include: ['reference-app/src/**/*.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'cli', include: ['cli/src/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'suites',
          include: ['tests/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'tests/cluster/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
