// Writes docs/api-reference.md from the contract's tables: every call with its method, path, encoding,
// who may make it, its input and output (the plain types of sdk/src/api/api-types.ts, with their field
// docs), the error codes it can answer and an example whose input the call's own schema accepts.
// `npm run contract` writes it; `--check` and tests/api-reference.test.ts fail on a stale one.
import * as z from 'zod/mini';
import { callTypeNames } from './plain-types';

/** What the reference reads of a table row. */
export interface ReferenceRow {
  method: string;
  path: string;
  encoding?: string;
  access?: string;
  idempotent?: true;
  own?: true;
  doc: string;
  input: z.ZodMiniType;
}

/** Sample strings for the fields whose rule a placeholder would break, by field name. */
const SAMPLE_TEXT: Record<string, string> = {
  phone: '+7 900 000-00-01',
  email: 'ivan.petrov@example.ru',
  login: 'ivan.petrov@example.ru',
  password: 'verstak2026',
  currentPassword: 'verstak2026',
  newPassword: 'verstak2027',
  name: 'Иван Петров',
  firstName: 'Иван',
  lastName: 'Петров',
  birth: '1990-02-03',
  deliveryDate: '2026-12-01',
  deliveryTime: '10:00 - 12:00',
  path: '/catalog/elektroinstrument/',
  url: '/catalog/elektroinstrument/',
  code: '123456',
  inn: '7707083893',
  kpp: '770701001',
  ogrn: '1027700132195',
  bik: '044525225',
  settlementAccount: '40702810938000000001',
  correspondentAccount: '30101810400000000225',
  q: 'дрель',
  number: 'В-000123',
  basketVersion: 'v1',
  promoCode: 'WELCOME',
  fingerprint: 'f1e2d3c4',
  fUserId: '00000000-0000-4000-8000-000000000001',
  id: 'yaroslavl',
  parentId: '0000073034',
  hash: 'the-token-of-the-e-mailed-link',
  resetToken: 'the-token-of-the-e-mailed-link',
  products: '101:2',
  section: 'dreli-i-shurupovyorty',
  brands: 'makita',
  brand: 'makita',
  text: 'Пользуюсь месяц: мощности хватает, доволен.',
};

/** A value of `schema` for the field `name`: the least a call takes, optional fields left out. */
export function sampleOf(schema: z.ZodMiniType, name = ''): unknown {
  const def = (schema as unknown as { def: Record<string, unknown> & { type: string } }).def;
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(
        (schema as z.ZodMiniObject).shape as Record<string, z.ZodMiniType>,
      )) {
        if (field instanceof z.ZodMiniOptional) continue;
        out[key] = sampleOf(field, key);
      }
      return out;
    }
    case 'union':
      return sampleOf((def.options as z.ZodMiniType[])[0] as z.ZodMiniType, name);
    case 'pipe':
      return sampleOf(def.in as z.ZodMiniType, name);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      return sampleOf(def.innerType as z.ZodMiniType, name);
    case 'array':
      return [sampleOf(def.element as z.ZodMiniType, name)];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'number':
    case 'int':
      return 1;
    case 'boolean':
      return true;
    case 'record':
      return {};
    case 'custom':
      return '<File>';
    default:
      return SAMPLE_TEXT[name] ?? 'текст';
  }
}

/** A value printed as TypeScript source, on one line when short. */
function literal(value: unknown, indent = ''): string {
  if (Array.isArray(value)) return `[${value.map((v) => literal(v, indent)).join(', ')}]`;
  if (value === '<File>') return 'file';
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const parts = entries.map(
      ([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : `'${k}'`}: ${literal(v, `${indent}  `)}`,
    );
    const line = `{ ${parts.join(', ')} }`;
    return line.length <= 80 ? line : `{\n${parts.map((p) => `${indent}  ${p},`).join('\n')}\n${indent}}`;
  }
  return String(value);
}

/** The codes a call can answer besides its own: by its input, its access and its idempotency. */
function commonErrors(row: ReferenceRow, hasInput: boolean): string[] {
  const codes: string[] = [];
  if (hasInput) codes.push('`validation` 400 (a field and its rule, in `errors`)');
  const access = row.access ?? 'public';
  if (access !== 'public') codes.push('`unauthorized` 401 (not logged in)');
  if (access === 'b2b' || access.startsWith('staff:')) codes.push('`forbidden` 403');
  if (row.idempotent) codes.push('`conflict` 409 (the same Idempotency-Key still at work)');
  if (row.method !== 'GET') codes.push('`cross_site` 403 (another site’s page)');
  return codes;
}

const WHO: Record<string, string> = {
  public: 'anyone, a guest included',
  user: 'a logged-in shopper',
  b2b: 'a logged-in legal entity',
};

/** The declaration of `name` in api-types.ts's text: an interface's body or an alias's right side. */
function declarationOf(typesText: string, name: string): string {
  const start = typesText.search(new RegExp(`^export (?:interface|type) ${name}\\b`, 'm'));
  if (start === -1) throw new Error(`api-types.ts declares no ${name}: run \`npm run contract\``);
  const rest = typesText.slice(start);
  const end = rest.search(/\n\n(?:\/\*\*|export )/);
  return (end === -1 ? rest : rest.slice(0, end)).trim();
}

/** The declaration of `name` with the JSDoc above it. */
function declarationWithDoc(typesText: string, name: string): string {
  const declaration = declarationOf(typesText, name);
  const at = typesText.indexOf(declaration);
  const before = typesText.slice(0, at).trimEnd();
  if (!before.endsWith('*/')) return declaration;
  return `${before.slice(before.lastIndexOf('/**'))}\n${declaration}`;
}

/** docs/api-reference.md for the tables, reading the plain types from api-types.ts's text. */
export function apiReference(
  tables: Record<string, Record<string, ReferenceRow>>,
  typesText: string,
): string {
  const toc: string[] = [];
  const sections: string[] = [];
  for (const [domain, table] of Object.entries(tables)) {
    const keys = Object.keys(table);
    if (keys.length === 0) continue;
    toc.push(
      `- **${domain}**: ${keys.map((k) => `[${k}](#${domain.toLowerCase()}${k.toLowerCase()})`).join(', ')}`,
    );
    sections.push(
      `## ${domain}\n\nThe calls of \`sdk/src/contract/${domain}.ts\`, made with \`${domain}Api(client)\`.`,
    );
    for (const [key, row] of Object.entries(table)) {
      const names = callTypeNames(domain, key);
      const sample = sampleOf(row.input) as Record<string, unknown>;
      const hasInput =
        Object.keys(sample).length > 0 ||
        !(row.input instanceof z.ZodMiniObject) ||
        Object.keys(row.input.shape).length > 0;
      const access = row.access ?? 'public';
      const facts = [
        `\`${row.method} /api/v4${row.path}\``,
        row.method === 'GET' ? 'query string' : `${row.encoding ?? 'form'} body`,
        `made by ${WHO[access] ?? `staff of the \`${access.slice('staff:'.length)}\` group`}`,
        ...(row.idempotent ? ['sends an `Idempotency-Key` (one per action, kept on retries)'] : []),
        ...(row.own ? ['ours, not the spec’s'] : []),
      ];
      const input = Object.keys(sample).length === 0 ? '' : literal(sample);
      sections.push(`### ${domain}.${key}

${row.doc}

${facts.join(' · ')}

Input \`${names.input}\`:

\`\`\`ts
${declarationOf(typesText, names.input)}
\`\`\`

Output \`${names.output}\` (the answer's \`data\`):

\`\`\`ts
${declarationOf(typesText, names.output)}
\`\`\`

Errors: ${[...commonErrors(row, hasInput), 'and the codes every call may answer ([below](#errors-every-call-may-answer))'].join('; ')}.

\`\`\`ts
const data = await ${domain}Api(client).${key}(${input});
\`\`\``);
    }
  }
  const callTypes = new Set(
    Object.entries(tables).flatMap(([domain, table]) =>
      Object.keys(table).flatMap((key) => {
        const names = callTypeNames(domain, key);
        return [names.input, names.output];
      }),
    ),
  );
  const entities = [...typesText.matchAll(/^export (?:interface|type) (\w+)/gm)]
    .map((m) => m[1] as string)
    .filter((name) => !callTypes.has(name));
  const types = entities.map(
    (name) => `### ${name}\n\n\`\`\`ts\n${declarationWithDoc(typesText, name)}\n\`\`\``,
  );
  return `# API reference

Generated from the contract's tables (\`sdk/src/contract/<domain>.ts\`) by \`npm run contract\`: edit a
table, not this file; \`tests/api-reference.test.ts\` fails when it is stale. Every call of \`/api/v4\`,
domain by domain: its method and path, how its input travels and who may make it, its input and output
as the named types \`@verstak/sdk\` exports (\`<Domain><Call>Input\` and \`<Domain><Call>Output\`; the
entities they name, such as \`Basket\` and \`Order\`, are exported under those names and listed under
[Types](#types)), the error codes
it can answer and an example. Each example's input is the least the call takes (optional fields left
out), and the call's own schema accepts it.

Every example runs on a client and a domain API:

\`\`\`ts
import { basketApi, createClient, ordersApi } from '@verstak/sdk';

const client = createClient({ baseUrl: 'https://shop.example' }); // the client appends /api/v4
const basket = await basketApi(client).get();
const { order } = await ordersApi(client).make({
  deliveryType: 'pickup',
  shopId: 3,
  paySystem: 'card',
  name: 'Иван Петров',
  phone: '+7 900 000-00-01',
  basketVersion: basket.version,
});
\`\`\`

A refused call throws an \`ApiError\` whose \`code\` is the server's (\`err.code === 'validation'\`,
\`err.errors\` the fields' messages); every code, with its statuses, the shoppers' message and its
\`details\`, is in [the error table](errors.md#the-codes).

${toc.join('\n')}

## Errors every call may answer

Besides the codes listed with each call: \`too_many_attempts\` 429 (a throttled call: log-in, SMS
codes, order status; \`Retry-After\` says when to try again), \`not_found\` 404 for a path the API does not
serve, \`method_not_allowed\` 405, \`payload_too_large\` 413 for a body past the limit, \`internal\` 500
and \`unavailable\` 503. A call's own refusals (\`price_changed\`, \`promo_code_refused\`,
\`quantity_unavailable\`, \`order_not_payable\`, \`idempotency_mismatch\`…) are named in its
description; [the error table](errors.md#the-codes) declares every code once, and the SDK tells a
wrong \`baseUrl\` (\`not_api\`) apart.

${sections.join('\n\n')}

## Types

The entities the calls' types name, as \`@verstak/sdk\` exports them.

${types.join('\n\n')}
`;
}
