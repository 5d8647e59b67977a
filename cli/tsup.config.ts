import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  clean: true,
  target: 'node20',
  platform: 'node',
  // One file: the SDK and commander bundled in, for a fast cold start.
  noExternal: [/.*/],
  splitting: false,
  // commander is CommonJS: give the bundle a require for its Node built-ins.
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  esbuildOptions(options) {
    options.conditions = ['@verstak/source'];
  },
});
