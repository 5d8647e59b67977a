import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import {
  chunkPreloads,
  noChunks,
  precompress,
  routeChunks,
  routeTable,
  serverIslands,
} from './build-plugins';

const appRoot = fileURLToPath(new URL('.', import.meta.url));
/** The modules of a product card as the lists show it (its picture's sources included). */
const PRODUCT_CARD =
  /src[\\/]ui[\\/]product[\\/](product-card|product-facts|price|add-to-basket-button|card-product|list-toggle|rating|use-impressions)\.tsx?$|src[\\/]ui[\\/]picture-sources\.ts$|sdk[\\/]src[\\/](domain[\\/](rating-icons|add-button-state)|stores[\\/]list-toggle-state)\.ts$|react-bindings[\\/]src[\\/]use-(add-to-basket|favorite-toggle|compare-toggle)\.ts$/;
/**
 * Small modules that the same routes load together, each group one chunk: a file costs its own gzip
 * overhead and import line (issue 16). The compare and favourites tabs; the orders' API table and their
 * delivery day (checkout, order, orders); an account entry's form and the fields it edits (settings,
 * and the organisations' editors). The parts of a page that most routes show (its breadcrumbs, head and
 * pagination: 25 of 33 routes) are one chunk rather than four (−0.2 KB on a listing).
 */
const TOGETHER = [
  {
    name: 'page-parts',
    test: /src[\\/]ui[\\/](breadcrumbs|listing[\\/]pagination)\.tsx$|src[\\/]app[\\/]head\.ts$|sdk[\\/]src[\\/]domain[\\/]pagination-items\.ts$/,
  },
  // The listings' route helper and their filter store (made on first use, filterStoreOf): every
  // listing page loads them, no other page does.
  {
    name: 'listing-filter',
    test: /react-bindings[\\/]src[\\/](filter-store-of|use-filter)\.ts$|sdk[\\/]src[\\/]stores[\\/]filter-store\.ts$|src[\\/]ui[\\/]listing[\\/]listing\.route\.ts$/,
  },
  // A list's query and the §5 filter grammar its addresses are written in: always together.
  {
    name: 'list-query',
    test: /src[\\/]ui[\\/]listing[\\/]list-query\.ts$|sdk[\\/]src[\\/](domain[\\/]filter-path|contract[\\/]sort-orders)\.ts$/,
  },
  { name: 'section-tabs', test: /src[\\/]ui[\\/]listing[\\/]section-(tabs|query)\.tsx?$/ },
  {
    name: 'orders',
    test: /sdk[\\/]src[\\/]api[\\/]orders\.ts$|src[\\/]features[\\/]orders[\\/]format-day\.ts$/,
  },
];

// The app builds from the SDK's and bindings' TypeScript sources (the `@verstak/source` condition),
// so one tree-shaking pass covers them and no library build has to come first.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    routeChunks(appRoot),
    routeTable(appRoot),
    serverIslands(),
    chunkPreloads(appRoot),
    precompress(),
  ],
  resolve: { conditions: ['@verstak/source', ...defaultClientConditions] },
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
        // SOURCEMAP=1 maps each chunk's bytes to its modules when a budget needs looking into (off in builds:
        // the map comment alone adds bytes to every file).
        sourcemap: process.env.SOURCEMAP === '1',
        target: 'es2022',
        // A lazy import passes only its stylesheets; chunkPreloads (build-plugins.ts) preloads the
        // chunks it imports from a list beside the entry, not from the entry itself.
        modulePreload: { polyfill: false, resolveDependencies: noChunks },
        rollupOptions: {
          input: 'src/entry-client.tsx',
          // Everything the entry loads statically is one chunk (the shell), not the entry plus a score
          // of small shared chunks: the same code, one request and 6 KB less gzip on every first load.
          // A product card and what it shows (price, basket button, toggles, rating) are one chunk too:
          // the lists load them together, and five small files cost 1.1 KB more gzip than one.
          output: {
            codeSplitting: {
              // A group takes only its own modules, not everything they import.
              includeDependenciesRecursively: false,
              groups: [
                // React, evaluated before the entry in a task of its own (server/code-loader.ts).
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]app[\\/]react-first\.ts$/,
                },
                { name: 'shell', tags: ['$initial'] },
                { name: 'product-card', test: PRODUCT_CARD },
                ...TOGETHER,
              ],
            },
          },
        },
      },
}));
