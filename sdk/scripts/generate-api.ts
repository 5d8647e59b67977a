// Writes sdk/src/api/<domain>.ts from the contract's tables: each call's route (no schemas, so the
// browser loads no zod) and `<domain>Api(client)`. Run by `npm run contract`, the SDK's build and
// `npm run typecheck`; `--check` fails when a file is stale instead of writing it.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractTables } from '../src/contract/tables';

const sdkDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = resolve(sdkDir, 'src/api');
const biome = resolve(sdkDir, '../node_modules/.bin/biome');
const check = process.argv.includes('--check');

function source(
  domain: string,
  table: Record<string, { method: string; path: string; encoding?: string; doc: string }>,
): string {
  const calls = `${domain}Calls`;
  // In the order Biome's import sorting keeps, so a formatted file is a regenerated file.
  const imports = [
    [`../contract/${domain}`, `import type { ${calls} } from '../contract/${domain}';`],
    ['../contract/call', "import { type RouteTable, routeOf } from '../contract/call';"],
  ]
    .sort(([a = ''], [b = '']) => (a < b ? -1 : 1))
    .map(([, line]) => line)
    .join('\n');
  const rows = Object.entries(table).map(
    ([key, row]) => `  /** ${row.method} ${row.path} — ${row.doc} */
  ${key}: routeOf<typeof ${calls}.${key}>({
    id: '${domain}.${key}',
    method: '${row.method}',
    path: '${row.path}',
    encoding: '${row.encoding ?? 'form'}',
  }),`,
  );
  return `// Generated from src/contract/${domain}.ts by \`npm run contract\`: edit the table, not this file.

${imports}
import { bindDomain } from './bind-domain';

/** The ${domain} calls as routes: what the client sends, without schemas. */
export const ${domain}Routes = {
${rows.join('\n')}
} satisfies RouteTable<typeof ${calls}>;

/** The ${domain} calls bound to a client: \`${domain}Api(client).${Object.keys(table)[0]}(input)\`. */
export const ${domain}Api = bindDomain(${domain}Routes);
`;
}

const written: string[] = [];
const stale: string[] = [];
for (const [domain, table] of Object.entries(contractTables)) {
  const file = resolve(apiDir, `${domain}.ts`);
  let before = '';
  try {
    before = readFileSync(file, 'utf8');
  } catch {}
  // Formatted as the repository formats, so a regenerated file shows no diff.
  const after = execFileSync(biome, ['format', `--stdin-file-path=${file}`], {
    input: source(domain, table),
    encoding: 'utf8',
  });
  if (after === before) continue;
  if (check) stale.push(file);
  else {
    writeFileSync(file, after);
    written.push(file);
  }
}
if (stale.length > 0) {
  console.error(`Stale generated API modules (run \`npm run contract\`):\n${stale.join('\n')}`);
  process.exit(1);
}
if (written.length > 0) console.log(`contract: wrote ${written.length} API module(s)`);
