import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safePath } from './safe-path';

const ORIGIN = 'https://verstak.example';
const PAGE = `${ORIGIN}/catalog/drills/`;

/** Where a browser goes for a `Location`: it drops tabs and newlines and reads `\` as `/` first. */
function asBrowserReadsIt(location: string): URL {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: what a browser strips
  const cleaned = location.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  return new URL(cleaned.replace(/\\/g, '/'), PAGE);
}

/** `text` percent-decoded as far as it goes. */
function fullyDecoded(text: string): string {
  let current = text;
  for (let round = 0; round < 5; round++) {
    try {
      const next = decodeURIComponent(current);
      if (next === current) break;
      current = next;
    } catch {
      break;
    }
  }
  return current;
}

// The pieces open redirects are made of: slashes and backslashes, raw and encoded, tabs and
// newlines, schemes and hosts.
const PIECES = [
  '/',
  '//',
  '\\',
  '/\\',
  '%2F',
  '%2f',
  '%5C',
  '%5c',
  '%252F',
  '%25252F',
  '\t',
  '\n',
  '\r',
  ' ',
  '%09',
  '%0A',
  '%0d',
  '%20',
  '\u2028',
  '\u00a0',
  '\u0000',
  'evil.example',
  'http:',
  'https://evil.example',
  '//evil.example',
  'javascript:',
  ':',
  '@',
  '.',
  '..',
  'a',
  '?',
  '#',
  '%',
  'каталог',
];
const hostile = fc
  .tuple(fc.boolean(), fc.array(fc.constantFrom(...PIECES), { maxLength: 8 }))
  .map(([slash, pieces]) => `${slash ? '/' : ''}${pieces.join('')}`);

describe('safePath, the one rule every redirect goes through', () => {
  it('keeps a path of this site with its query and fragment', () => {
    for (const path of [
      '/',
      '/catalog/drills/?sort=price#top',
      '/search/?q=%D0%B4%D1%80%D0%B5%D0%BB%D1%8C%20makita',
      '/catalog/?utm_source=mail',
      '/personal/login/?r=%2Fpersonal%2Forders%2F',
      '/?next=//evil.example',
    ])
      expect(safePath(path)).toBe(path);
  });

  it.each([
    '//evil.example/',
    '///evil.example/',
    '/\\evil.example/',
    '\\\\evil.example',
    '/%2F%2Fevil.example/',
    '/%2f/evil.example',
    '/%252F%252Fevil.example/',
    '/%5Cevil.example/',
    '/\t/evil.example',
    '/%09/evil.example',
    '/\n/evil.example',
    '/ /evil.example',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    'evil.example',
    '/%E0%A4%A',
    '',
    null,
    undefined,
    `/${'a'.repeat(3000)}`,
  ])('gives the fallback for %j', (path) => {
    expect(safePath(path, '/fallback/')).toBe('/fallback/');
  });

  it('answers the path itself or the fallback, and never leads a browser off the site, decoded or not', () => {
    fc.assert(
      fc.property(hostile, (path) => {
        const safe = safePath(path, '/fallback/');
        expect([path, '/fallback/']).toContain(safe);
        expect(new URL(safe, PAGE).origin).toBe(ORIGIN);
        expect(asBrowserReadsIt(safe).origin).toBe(ORIGIN);
        expect(asBrowserReadsIt(fullyDecoded(safe)).origin).toBe(ORIGIN);
      }),
      { numRuns: 2000 },
    );
  });

  it('never leads off the site for any string at all', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (path) => {
        const safe = safePath(path);
        expect(asBrowserReadsIt(safe).origin).toBe(ORIGIN);
        expect(asBrowserReadsIt(fullyDecoded(safe)).origin).toBe(ORIGIN);
      }),
    );
  });

  it('keeps every ordinary path', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), fc.boolean(), (segments, slash) => {
        const path = `/${segments.join('/')}${slash && segments.length ? '/' : ''}`;
        expect(safePath(path)).toBe(path);
      }),
    );
  });
});
