// The SDK's size budgets (budgets.json): what a browser bundle of the built package costs, gzip,
// for the core a small page needs (createClient and one domain) and for everything the SDK exports.
// A failure names the bundle and its biggest parts (the built files and dependencies it took), so whoever grew it knows where to look.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/repo-root';

const budgets = JSON.parse(readFileSync(join(repoRoot, 'budgets.json'), 'utf8')) as {
  sdkCoreKb: number;
  sdkWholeKb: number;
};
const sdkDir = join(repoRoot, 'sdk');

/** A minified, tree-shaken browser bundle of `contents` importing the built SDK: its gzip bytes and biggest modules. */
async function bundle(contents: string) {
  const result = await build({
    stdin: { contents, resolveDir: sdkDir, loader: 'js' },
    alias: { '@sdk': join(sdkDir, 'dist/index.js') },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: repoRoot,
  });
  const [output] = Object.values(result.metafile.outputs);
  const biggest = Object.entries(output?.inputs ?? {})
    .sort(([, a], [, b]) => b.bytesInOutput - a.bytesInOutput)
    .slice(0, 5)
    .map(([path, { bytesInOutput }]) => `${path} ${(bytesInOutput / 1024).toFixed(1)} KB min`);
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { gzip: gzipSync(code).length, biggest };
}

describe('the SDK within its budgets (budgets.json)', () => {
  it.each([
    [
      'createClient + one domain (catalogApi)',
      'import { createClient, catalogApi } from "@sdk"; console.log(createClient, catalogApi);',
      budgets.sdkCoreKb,
    ],
    ['the whole SDK', 'import * as sdk from "@sdk"; console.log(sdk);', budgets.sdkWholeKb],
  ])('%s', async (what, contents, budgetKb) => {
    const { gzip, biggest } = await bundle(contents);
    expect(
      gzip,
      `${what}: ${(gzip / 1024).toFixed(2)} KB gzip, over its ${budgetKb} KB budget; biggest modules: ${biggest.join(', ')}`,
    ).toBeLessThanOrEqual(budgetKb * 1024);
  });
});
