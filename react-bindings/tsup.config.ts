import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  // The declaration bundle needs a config without project references: see tsconfig.standalone.json.
  tsconfig: 'tsconfig.standalone.json',
  dts: true,
  clean: true,
  target: 'es2022',
  external: ['react', '@verstak/sdk'],
});
