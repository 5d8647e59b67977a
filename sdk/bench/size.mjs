// What @verstak/sdk costs a browser bundle: the built package bundled for the browser with
// esbuild, minified, tree-shaken to what each entry imports, then gzipped; and the core bundled for
// Node (a bot's or a server's bundle), which uses Node's own fetch. Figures only.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const sdkDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const entry = resolve(sdkDir, 'dist/index.js');

const CORE_AIM_KB = 8;
const cases = [
  ['createClient alone', 'import { createClient } from "@sdk"; console.log(createClient);'],
  [
    'createClient + catalogApi',
    'import { createClient, catalogApi } from "@sdk"; console.log(createClient, catalogApi);',
  ],
  [
    'filter grammar (parseFilterPath + buildFilterPath)',
    'import { parseFilterPath, buildFilterPath } from "@sdk"; console.log(parseFilterPath, buildFilterPath);',
  ],
  [
    'identity on top of the core (createClient + createSession + user and sidebar stores + cookieFingerprint)',
    'import { createClient, createSession, createUserStore, createPersonalSidebarStore, cookieFingerprint } from "@sdk"; console.log(createClient, createSession, createUserStore, createPersonalSidebarStore, cookieFingerprint);',
  ],
  [
    'guards and profile helper (personalGuard, guestOnlyGuard, b2bGuard, stripDuplicatedHttps, profileHelper)',
    'import { personalGuard, guestOnlyGuard, b2bGuard, stripDuplicatedHttps, profileHelper } from "@sdk"; console.log(personalGuard, guestOnlyGuard, b2bGuard, stripDuplicatedHttps, profileHelper);',
  ],
  ...[
    ['basket store', 'createBasketStore'],
    ['favourites store', 'createFavoritesStore'],
    ['compare store', 'createCompareStore'],
    ['fast-order store', 'createFastOrderStore'],
    ['analytics + dataLayer adapter', 'createAnalytics, dataLayerAdapter'],
    [
      'all commerce (four stores, sync, toggles, add button, analytics)',
      'createBasketStore, createFavoritesStore, createCompareStore, createFastOrderStore, createCommerceSync, favoriteToggleState, compareToggleState, addButtonState, createAnalytics, dataLayerAdapter',
    ],
  ].map(([what, names]) => [
    `${what} on top of the core (createClient + ${names})`,
    `import { createClient, ${names} } from "@sdk"; console.log(createClient, ${names});`,
  ]),
  ['the whole SDK', 'import * as sdk from "@sdk"; console.log(sdk);'],
];

async function gzipBytes(contents, platform = 'browser') {
  const result = await build({
    stdin: { contents, resolveDir: sdkDir, loader: 'js' },
    alias: { '@sdk': entry },
    bundle: true,
    minify: true,
    format: 'esm',
    platform,
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { raw: code.length, gzip: gzipSync(code).length };
}

const whole = await gzipBytes(cases.at(-1)[1]);
for (const [title, contents] of cases) {
  const { raw, gzip } = await gzipBytes(contents);
  const kb = gzip / 1024;
  const share = ((gzip / whole.gzip) * 100).toFixed(0);
  const aim = title.startsWith('createClient +')
    ? `, ${((kb / CORE_AIM_KB) * 100).toFixed(0)}% of the ${CORE_AIM_KB} KB aim`
    : '';
  console.log(
    `${title}: ${kb.toFixed(1)} KB gzip (${(raw / 1024).toFixed(1)} KB min), ${share}% of the whole SDK${aim}`,
  );
}

const core = cases[1];
const node = await gzipBytes(core[1], 'node');
console.log(
  `${core[0]}, bundled for Node: ${(node.gzip / 1024).toFixed(1)} KB gzip (${(node.raw / 1024).toFixed(1)} KB min)`,
);
