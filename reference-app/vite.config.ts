import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { precompress, routeChunks } from './build-plugins';

const appRoot = fileURLToPath(new URL('.', import.meta.url));

// The app builds from the SDK's and bindings' TypeScript sources (the `@verstak/source` condition),
// so one tree-shaking pass covers them and no library build has to come first.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), routeChunks(appRoot), precompress()],
  resolve: {
    conditions: ['@verstak/source', ...defaultClientConditions],
    // wouter reaches useSyncExternalStore through the shim for React < 18; React 19 has its own.
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('src/app/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  ssr: {
    resolve: {
      conditions: ['@verstak/source', ...defaultServerConditions],
      externalConditions: ['@verstak/source'],
    },
    noExternal: [/^@verstak\//],
  },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
        rollupOptions: {
          input: { index: 'src/server/index.ts', main: 'src/server/main.ts' },
          output: { format: 'es' },
        },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        rollupOptions: {
          input: 'src/entry-client.tsx',
          // Everything the entry loads statically is one chunk (the shell), not the entry plus a score
          // of small shared chunks: the same code, one request and 6 KB less gzip on every first load.
          output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } },
        },
      },
}));
