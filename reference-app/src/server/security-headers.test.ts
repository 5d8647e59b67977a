import { describe, expect, it } from 'vitest';
import { pagePolicy } from './security-headers';
import { trackersScript } from './trackers-script';

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

  it("lets in only the configured counters' origins (§7.7), none without counters", () => {
    expect(pagePolicy('n0nce')).not.toMatch(/mc\.yandex|vk\.com|mail\.ru|mindbox|adriver|connect-src/);
    const policy = pagePolicy('n0nce', { trackers: { metrica: 1, adNetwork: 2 } });
    // The counter's folder, not its whole origin.
    expect(policy).toContain("script-src 'self' 'nonce-n0nce' https://mc.yandex.ru/metrika/;");
    expect(policy).toContain("img-src 'self' data: https://mc.yandex.ru https://ad.adriver.ru;");
    expect(policy).toContain("connect-src 'self' https://mc.yandex.ru;");
    expect(policy).not.toMatch(/vk\.com|mail\.ru|mindbox/);
  });
});

describe('trackersScript', () => {
  it('names the counters to the page, and writes nothing without any', () => {
    expect(trackersScript({})).toBe('');
    expect(trackersScript({ metrica: 12, vkPixel: 'VK-RTRG-1-a' })).toBe(
      'window.verstakTrackers={"metrica":12,"vkPixel":"VK-RTRG-1-a"};',
    );
  });
});
