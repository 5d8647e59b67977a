import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { catalogCalls } from './catalog';
import { describeIssue } from './describe-issue';

// A listing's `filter` takes the filter values the SDK builds as well as the §5 conditions a URL
// carries; either way the server reads the conditions.

const input = catalogCalls.section.input;

describe('a listing’s filter input', () => {
  it('writes filter values as the §5 conditions', () => {
    const parsed = z.parse(input, {
      path: '/catalog/dreli/',
      filter: [
        { code: 'brand', kind: 'choice', values: ['makita'] },
        { code: 'price', kind: 'range', to: 5000 },
      ],
    });
    expect(parsed.filter).toBe('brand-is-makita/price-to-5000');
    expect(z.parse(input, { path: '/catalog/dreli/', filter: 'brand-is-makita' }).filter).toBe(
      'brand-is-makita',
    );
  });

  it('refuses values that name no condition, saying why', () => {
    const refused = (filter: unknown) =>
      z
        .safeParse(input, { path: '/catalog/dreli/', filter }, { reportInput: true })
        .error?.issues.map(describeIssue);
    expect(refused([{ code: 'price', kind: 'range', from: -1 }])?.[0]).toMatch(/non-negative/);
    expect(refused([{ code: 'brand', kind: 'is', values: ['x'] }])).toHaveLength(1);
    expect(refused('a\u0000b')).toEqual(['Must not contain control characters']);
  });
});
