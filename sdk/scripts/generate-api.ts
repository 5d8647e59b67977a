// Derives from the contract's tables what is not written by hand: sdk/src/api/<domain>.ts (each
// call's route, without schemas so the browser loads no zod, and `<domain>Api(client)`), the lists of
// domain exports the SDK's entries re-export (sdk/src/api/domain-apis.ts, domain-routes.ts) and the
// `call` column of docs/spec-calls.tsv (which contract call builds each call of the spec), the plain
// named types of every call and entity (sdk/src/api/api-types.ts), docs/api-reference.md and the
// error table of docs/errors.md (scripts/derive-error-codes.ts). Run by
// `npm run contract` and `npm run typecheck`; `--check` (the SDK's build) fails on a stale file.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractTables } from '../src/contract/tables';
import { apiReference, type ReferenceRow } from './api-reference';
import { errorCodeNamesSource, withErrorTable } from './derive-error-codes';
import { callTypeNames, plainTypes } from './plain-types';

const sdkDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = resolve(sdkDir, 'src/api');
const biome = resolve(sdkDir, '../node_modules/.bin/biome');
const check = process.argv.includes('--check');

/** The encoder of each wire form (`Route.wire`), imported by a generated file that sends one. */
const WIRE_ENCODERS: Record<string, { name: string; from: string }> = {
  filterConditions: { name: 'filterConditionsWire', from: '../domain/filter-path' },
};

function source(
  domain: string,
  table: Record<
    string,
    {
      method: string;
      path: string;
      encoding?: string;
      idempotent?: true;
      own?: true;
      wire?: Readonly<Record<string, string>>;
      doc: string;
    }
  >,
): string {
  const calls = `${domain}Calls`;
  const first = Object.keys(table)[0];
  const routesType = `${domain.charAt(0).toUpperCase()}${domain.slice(1)}Routes`;
  const typeNames = Object.keys(table).flatMap((key) => {
    const names = callTypeNames(domain, key);
    return [names.input, names.output];
  });
  // In the order Biome's import sorting keeps, so a formatted file is a regenerated file.
  const imports = [
    // An empty table (a room for what comes) has no route to type.
    ...(first === undefined
      ? []
      : [
          [`../contract/${domain}`, `import type { ${calls} } from '../contract/${domain}';`],
          ['../contract/call', "import { namedRoutes, routeOf } from '../contract/call';"],
          ['../contract/route', "import type { TypedRoute } from '../contract/route';"],
        ]),
    ['../http/create-client', "import type { Client } from '../http/create-client';"],
    ...[...new Set(Object.values(table).flatMap((row) => Object.values(row.wire ?? {})))].map((form) => {
      const encoder = WIRE_ENCODERS[form];
      if (!encoder) throw new Error(`No encoder for the wire form "${form}" (WIRE_ENCODERS)`);
      return [encoder.from, `import { ${encoder.name} } from '${encoder.from}';`];
    }),
  ]
    .sort(([a = ''], [b = '']) => (a < b ? -1 : 1))
    .map(([, line]) => line)
    .join('\n');
  const typeImport =
    typeNames.length === 0 ? '' : `import type { ${[...typeNames].sort().join(', ')} } from './api-types';\n`;
  // The routes are typed by a generated interface of plain types (api-types.ts), so the declarations
  // the SDK's consumers read name \`OrdersMakeInput\`, never a schema; each route object is still checked
  // against its table row (\`routeOf\`), so a stale interface fails the type check.
  const members = Object.entries(table).map(([key, row]) => {
    const names = callTypeNames(domain, key);
    return `  /** ${row.method} ${row.path} — ${row.doc} */
  readonly ${key}: TypedRoute<${names.input}, ${names.output}, '${row.method}', '${row.path}', '${row.encoding ?? 'form'}'>;`;
  });
  const rows = Object.entries(table).map(
    ([key, row]) => `  ${key}: /* @__PURE__ */ routeOf<typeof ${calls}.${key}>({
    method: '${row.method}',
    path: '${row.path}',${row.encoding && row.encoding !== 'form' ? `\n    encoding: '${row.encoding}',` : ''}${row.idempotent ? '\n    idempotent: true,' : ''}${
      row.wire
        ? `\n    wire: { ${Object.entries(row.wire)
            .map(([field, form]) => `${field}: ${WIRE_ENCODERS[form]?.name}`)
            .join(', ')} },`
        : ''
    }
  }),`,
  );
  return `// Generated from src/contract/${domain}.ts by \`npm run contract\`: edit the table, not this file.

${imports}
${typeImport}import { bindDomain, type DomainApi } from './bind-domain';

/** The ${domain} calls as routes, each with its method, path, encoding and plain input and output types. */
export type ${routesType} = ${members.length === 0 ? 'Record<string, never>;' : `{\n${members.join('\n')}\n};`}

/** The ${domain} calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const ${domain}Routes: ${routesType} = /* @__PURE__ */ namedRoutes('${domain}', {
${rows.join('\n')}
});

/** The ${domain} calls bound to a client${first === undefined ? ' (none yet: a room for what comes)' : `: \`${domain}Api(client).${first}(input)\``}. */
export const ${domain}Api: (client: Client) => DomainApi<${routesType}> = /* @__PURE__ */ bindDomain(
  ${domain}Routes,
);
`;
}

/** A spec call's method and path without placeholder names or a trailing slash. */
const shape = (method: string, path: string) =>
  `${method} ${path.replace(/\{\w*\??\}/g, '{}').replace(/\/$/, '')}`;

/** docs/spec-calls.tsv with each row's `call` set to the contract call of its method and path, or `-`. */
function markedSpecCalls(text: string): string {
  const byShape = new Map<string, string>();
  // Our own rows (`own: true`, the support calls) are never a row of the spec's list.
  for (const [domain, table] of Object.entries(contractTables))
    for (const [key, row] of Object.entries(table))
      if (!(row as { own?: true }).own) byShape.set(shape(row.method, row.path), `${domain}.${key}`);
  const lines = text.split('\n');
  const marked = lines.map((line, i) => {
    const cells = line.split('\t');
    if (i === 0 || cells.length < 4) return line;
    const key = shape(cells[0] ?? '', cells[1] ?? '');
    cells[3] = byShape.get(key) ?? '-';
    byShape.delete(key);
    return cells.join('\t');
  });
  if (byShape.size > 0) {
    console.error(
      `Contract calls the spec does not list (docs/spec-calls.tsv):\n${[...byShape.values()].join('\n')}`,
    );
    process.exit(1);
  }
  return marked.join('\n');
}

function read(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** `text` formatted as the repository formats `file`, so a regenerated file shows no diff. */
const formatted = (file: string, text: string) =>
  execFileSync(biome, ['format', `--stdin-file-path=${file}`], { input: text, encoding: 'utf8' });

/**
 * One re-export per domain of the registry: what `src/index.ts` (the `<domain>Api`
 * functions) and `src/routes.ts` (the `<domain>Routes` objects) publish, so a domain of the contract
 * is always exported and a removed one never is.
 */
function domainExports(suffix: 'Api' | 'Routes', purpose: string): string {
  // Sorted as Biome sorts exports, so a checked file is a regenerated file.
  const lines = Object.keys(contractTables)
    .sort()
    .map((domain) => `export { ${domain}${suffix} } from './${domain}';`);
  return `// Generated from src/contract/tables.ts by \`npm run contract\`: edit the registry, not this file.
// ${purpose}

${lines.join('\n')}
`;
}

const outputs: Array<{ file: string; content: string }> = Object.entries(contractTables).map(
  ([domain, table]) => {
    const file = resolve(apiDir, `${domain}.ts`);
    return { file, content: formatted(file, source(domain, table)) };
  },
);
const typesFile = resolve(apiDir, 'api-types.ts');
const plain = plainTypes(sdkDir, contractTables as unknown as Record<string, Record<string, unknown>>);
const typeImports = plain.imports
  .map(({ name, file }) => {
    const from = relative(apiDir, file).replace(/\.ts$/, '');
    return `import type { ${name} } from '${from.startsWith('.') ? from : `./${from}`}';`;
  })
  .sort()
  .join('\n');
outputs.push({
  file: typesFile,
  content: formatted(
    typesFile,
    `// Generated from src/contract/ by \`npm run contract\`: edit the tables and schemas, not this file.
// The contract's types as plain interfaces with their field docs, no zod generics: each entity under
// its own name, each call's input and output as \`<Domain><Call>Input\` / \`<Domain><Call>Output\`.
// Re-exported by src/index.ts; the routes of src/api/<domain>.ts are typed by them.
${typeImports === '' ? '' : `\n${typeImports}\n`}
${plain.declarations}`,
  ),
});
const referenceFile = resolve(sdkDir, '../docs/api-reference.md');
outputs.push({
  file: referenceFile,
  content: apiReference(
    contractTables as unknown as Record<string, Record<string, ReferenceRow>>,
    outputs.find((o) => o.file === typesFile)?.content ?? '',
  ),
});
const apisFile = resolve(apiDir, 'domain-apis.ts');
outputs.push({
  file: apisFile,
  content: formatted(
    apisFile,
    domainExports('Api', "Every domain's calls bound to a client, re-exported by src/index.ts."),
  ),
});
const routesFile = resolve(apiDir, 'domain-routes.ts');
outputs.push({
  file: routesFile,
  content: formatted(
    routesFile,
    domainExports('Routes', "Every domain's route objects (no schemas), re-exported by src/routes.ts."),
  ),
});
/** Files of src/api/ that are written by hand. */
const handWritten = new Set(['bind-domain.ts']);
// A module of a domain the registry no longer has is stale too: removed on a write, refused on a check.
const leftOver = readdirSync(apiDir)
  .filter((name) => name.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(name) && !handWritten.has(name))
  .map((name) => resolve(apiDir, name))
  .filter((file) => !outputs.some((o) => o.file === file));
const specCallsFile = resolve(sdkDir, '../docs/spec-calls.tsv');
outputs.push({ file: specCallsFile, content: markedSpecCalls(read(specCallsFile)) });
// The error table of docs/errors.md, from the contract's error codes.
const errorsDocFile = resolve(sdkDir, '../docs/errors.md');
outputs.push({ file: errorsDocFile, content: withErrorTable(read(errorsDocFile)) });
const namesFile = resolve(sdkDir, 'src/contract/server-error-code-names.ts');
outputs.push({ file: namesFile, content: formatted(namesFile, errorCodeNamesSource()) });

const written: string[] = [];
const stale: string[] = [];
for (const { file, content: after } of outputs) {
  const before = read(file);
  if (after === before) continue;
  if (check) stale.push(file);
  else {
    writeFileSync(file, after);
    written.push(file);
  }
}
for (const file of leftOver) {
  if (check) stale.push(file);
  else {
    rmSync(file);
    written.push(`${file} (removed)`);
  }
}
if (stale.length > 0) {
  console.error(`Stale files derived from the contract (run \`npm run contract\`):\n${stale.join('\n')}`);
  process.exit(1);
}
if (written.length > 0)
  console.log(`contract: wrote ${written.map((f) => f.replace(`${sdkDir}/`, 'sdk/')).join(', ')}`);
