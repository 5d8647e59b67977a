import { build } from 'vite';
import { gzipSync } from 'node:zlib';
const only = process.env.CHUNK ?? 'entry-client';
await build({
  root: '/work/main/reference-app', configFile: '/work/main/reference-app/vite.config.ts', logLevel: 'silent',
  build: { outDir: '/tmp/dist-an', write: false },
  plugins: [{ name: 'an', generateBundle(_, bundle) {
    for (const [name, c] of Object.entries(bundle)) {
      if (c.type !== 'chunk' || !name.includes(only)) continue;
      const total = gzipSync(c.code).length;
      const groups = {};
      for (const [id, m] of Object.entries(c.modules)) {
        const key = process.env.FILES ? id.replace(/.*\/work\/main\//, '') : id.replace(/.*node_modules\/(@[^/]+\/[^/]+|[^/]+).*/, '$1').replace(/.*\/work\/main\/([^/]+\/src\/[^/]+).*/, '$1');
        groups[key] = (groups[key] ?? '') + (m.code ?? '');
      }
      console.log(name, (total/1024).toFixed(1), 'KB');
      for (const [k, code] of Object.entries(groups).map(([k, v]) => [k, gzipSync(v).length]).sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log('  ', (code/1024).toFixed(2), k);
    }
  } }],
});
