// docs/api-reference.md is generated from the contract's tables (`npm run contract`): it must be what
// the tables and the named types give now, and every example in it must be an input its call accepts.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { contractTables, isServerErrorCode } from '@verstak/sdk/contract';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { apiReference, type ReferenceRow, sampleOf } from '../../sdk/scripts/api-reference';
import { repoRoot } from '../support/repo-root';

const tables = contractTables as unknown as Record<string, Record<string, ReferenceRow>>;
const reference = readFileSync(resolve(repoRoot, 'docs/api-reference.md'), 'utf8');

describe('docs/api-reference.md', () => {
  it('is what the tables and the named types give now (run `npm run contract` if not)', () => {
    const types = readFileSync(resolve(repoRoot, 'sdk/src/api/api-types.ts'), 'utf8');
    expect(apiReference(tables, types) === reference).toBe(true);
  });

  it('documents every call with its method, path, types and an example', () => {
    for (const [domain, table] of Object.entries(tables))
      for (const [key, row] of Object.entries(table)) {
        const at = reference.indexOf(`\n### ${domain}.${key}\n`);
        expect(at, `${domain}.${key}`).toBeGreaterThan(0);
        const section = reference.slice(at, reference.indexOf('\n### ', at + 1));
        expect(section).toContain(`\`${row.method} /api/v4${row.path}\``);
        expect(section).toContain(`await ${domain}Api(client).${key}(`);
        expect(section).toMatch(/Input `\w+Input`/);
      }
  });

  it('gives each call an example input its own schema accepts', () => {
    const refused: string[] = [];
    for (const [domain, table] of Object.entries(tables))
      for (const [key, row] of Object.entries(table)) {
        const sample = sampleOf(row.input);
        const file = new File(['%PDF-'], 'requisites.pdf', { type: 'application/pdf' });
        const withFiles = JSON.parse(JSON.stringify(sample), (_, v) => (v === '<File>' ? file : v));
        const result = z.safeParse(row.input, withFiles);
        if (!result.success)
          refused.push(
            `${domain}.${key}: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
          );
      }
    expect(refused).toEqual([]);
  });

  it('names only codes the server declares', () => {
    const named = [...reference.matchAll(/^Errors: (.*)$/gm)].flatMap((m) =>
      [...(m[1] as string).matchAll(/`([a-z_]+)` \d{3}/g)].map((c) => c[1] as string),
    );
    const common = reference.slice(
      reference.indexOf('## Errors every call may answer'),
      reference.indexOf('\n## ', reference.indexOf('## Errors every call may answer') + 5),
    );
    const listed = [...common.matchAll(/`([a-z_]+)` \d{3}/g)].map((c) => c[1] as string);
    expect(named.length).toBeGreaterThan(100);
    expect([...new Set([...named, ...listed])].filter((code) => !isServerErrorCode(code))).toEqual([]);
  });
});
