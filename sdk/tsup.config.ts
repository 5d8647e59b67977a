import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    routes: 'src/routes.ts',
    'contract/index': 'src/contract/index.ts',
    node: 'src/node.ts',
    trackers: 'src/trackers.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  splitting: true,
  // The node entry needs Node's types (tsconfig.json leaves them out so the browser code cannot use them),
  // and the declaration bundle needs a config without project references: see tsconfig.standalone.json.
  tsconfig: 'tsconfig.standalone.json',
});
