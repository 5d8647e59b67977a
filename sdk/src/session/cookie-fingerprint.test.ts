import { describe, expect, it } from 'vitest';
import { cookieFingerprint } from './cookie-fingerprint';

function jar(initial = '') {
  let cookie = initial;
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return cookie;
    },
    set cookie(line: string) {
      writes.push(line);
      cookie = line.split(';')[0] ?? '';
    },
  };
}

describe('the fingerprint (§4.1, §9)', () => {
  it('makes a random id once and keeps it in the fingerprint cookie for one year', () => {
    const document = jar();
    let made = 0;
    const fingerprint = cookieFingerprint({ document, randomId: () => `id-${++made}-abcdef` });
    expect(fingerprint()).toBe('id-1-abcdef');
    expect(fingerprint()).toBe('id-1-abcdef');
    expect(made).toBe(1);
    expect(document.writes).toEqual(['fingerprint=id-1-abcdef; path=/; max-age=31536000; samesite=lax']);
  });

  it('keeps one already in the cookie, and replaces a damaged one', () => {
    expect(cookieFingerprint({ document: jar('fingerprint=0f9c2a44-7d1e') })()).toBe('0f9c2a44-7d1e');
    expect(
      cookieFingerprint({ document: jar('fingerprint=%3Cscript%3E'), randomId: () => 'fresh-id-1' })(),
    ).toBe('fresh-id-1');
  });

  it('makes a UUID by default, different each time', () => {
    const a = cookieFingerprint({ document: jar() })();
    const b = cookieFingerprint({ document: jar() })();
    expect(a).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(a).not.toBe(b);
  });

  it('names the fix when there is no document', () => {
    expect(() => cookieFingerprint()).toThrow(
      'cookieFingerprint needs a document: pass { document } outside the browser',
    );
  });
});
