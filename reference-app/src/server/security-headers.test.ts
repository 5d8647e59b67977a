import { describe, expect, it } from 'vitest';
import { pagePolicy } from './security-headers';

describe('pagePolicy', () => {
  it('keeps scripts to the store and the nonce without a maps key', () => {
    const policy = pagePolicy('n0nce');
    expect(policy).toContain("script-src 'self' 'nonce-n0nce';");
    expect(policy).not.toContain('yandex');
    expect(policy).not.toContain('unsafe-eval');
  });

  it('lets the Yandex Maps API load only when the store has its key (§9)', () => {
    const policy = pagePolicy('n0nce', { yandexMaps: true });
    expect(policy).toMatch(/script-src 'self' 'nonce-n0nce' https:\/\/api-maps\.yandex\.ru /);
    expect(policy).toMatch(/connect-src 'self' [^;]*https:\/\/\*\.maps\.yandex\.net/);
    expect(policy).toContain("object-src 'none'");
  });

  it('frames only the store and the video players a video facade opens (issue 18)', () => {
    const policy = pagePolicy('n0nce');
    expect(policy).toContain(
      "frame-src 'self' https://rutube.ru https://www.youtube-nocookie.com https://vkvideo.ru;",
    );
  });
});
