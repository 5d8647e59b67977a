import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorTable, withErrorTable } from '../../scripts/derive-error-codes';
import { errorCodes } from './error-codes';
import { isServerErrorCode } from './is-server-error-code';

const doc = readFileSync(new URL('../../../docs/errors.md', import.meta.url), 'utf8');

describe('errorCodes', () => {
  it('is what docs/errors.md lists, code by code (run `npm run contract` when this fails)', () => {
    expect(withErrorTable(doc)).toBe(doc);
    for (const code of Object.keys(errorCodes)) expect(errorTable()).toContain(`| \`${code}\` |`);
  });

  it('gives every code at least one HTTP error status', () => {
    for (const { status } of Object.values(errorCodes)) {
      expect(status.length).toBeGreaterThan(0);
      for (const s of status) expect(s >= 400 && s < 600).toBe(true);
    }
  });

  it('knows only its own codes, not what every object has', () => {
    expect(isServerErrorCode('price_changed')).toBe(true);
    for (const code of ['__proto__', 'toString', 'http', 'not_api', '', 42, null])
      expect(isServerErrorCode(code)).toBe(false);
  });
});
