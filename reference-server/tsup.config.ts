import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', main: 'src/main.ts' },
  format: ['esm'],
  // The declaration bundle needs a config without project references: see tsconfig.standalone.json.
  tsconfig: 'tsconfig.standalone.json',
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  target: 'node20',
  platform: 'node',
  // The SDK's contract is bundled in, so the server runs from dist/ without the SDK being built first.
  noExternal: [/^@verstak\//],
});
