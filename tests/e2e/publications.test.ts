import { describe, expect, it } from 'vitest';
import { e2eSuite } from './kit/e2e-suite';
import { expectFits } from './kit/fits-viewport';
import { gotoHydrated } from './kit/hydrated';

// Issue 18: news, articles and videos in Chromium at 390 and 1280 px. Each page fits without
// sideways scrolling; a video's page loads nothing from the video's host until the shopper clicks the
// poster, then plays it in a frame the page's policy allows; a comment goes to moderation and its
// author sees it waiting. Screenshots for a person to look at go to test-results/screenshots/publications.

const e2e = e2eSuite({ name: 'publications', products: 300 });

describe('news, articles and videos in Chromium', () => {
  it('shows the lists and each kind of page fitting 390 and 1280 px', async () => {
    for (const phone of [true, false]) {
      const width = phone ? 390 : 1280;
      const page = await e2e.newPage(phone ? 'phone' : 'desktop');
      for (const [path, name] of [
        ['/about/novosti/', 'news'],
        ['/stati/?tag=kak-vybrat', 'articles-tag'],
        ['/videos/', 'videos'],
        ['/about/novosti/otkrytie-magazina-v-yaroslavle/', 'news-item'],
        ['/stati/kak-vybrat-perforator/', 'article'],
        ['/videos/obzor-perforatorov-sds-plus/', 'video'],
      ] as const) {
        await gotoHydrated(page, `${e2e.url}${path}`);
        expect(await page.locator('h1').count(), path).toBe(1);
        await expectFits(page, phone);
        await e2e.shot(page, `${name}-${width}`);
      }
      // The contents lead to their headings.
      await gotoHydrated(page, `${e2e.url}/stati/kak-vybrat-perforator/`);
      await page
        .getByRole('navigation', { name: 'Содержание' })
        .getByRole('link', { name: 'Режимы работы' })
        .click();
      await page.waitForURL(/#rezhimy-raboty$/);
      await expect.poll(() => page.locator('#rezhimy-raboty').isVisible()).toBe(true);
      await page.close();
    }
  });

  it('loads the video player only after a click on the poster: no frame and no request to its host before', async () => {
    const page = await e2e.newPage('phone');
    const outside: string[] = [];
    const refused: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(e2e.url) && !request.url().startsWith('data:'))
        outside.push(request.url());
    });
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to frame/i.test(message.text())) refused.push(message.text());
    });
    // The machine is offline: the host's answer is an empty page, whatever it would have been.
    await page.route('https://rutube.ru/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '' }),
    );
    await gotoHydrated(page, `${e2e.url}/videos/obzor-perforatorov-sds-plus/`);
    const poster = page.getByRole('button', { name: 'Смотреть видео «Сравнили пять перфораторов SDS-plus»' });
    await poster.scrollIntoViewIfNeeded();
    expect(await page.locator('iframe').count()).toBe(0);
    expect(outside).toEqual([]);
    await e2e.shot(page, 'video-facade-390');
    await poster.click();
    const frame = page.locator('iframe.video-facade__player');
    await expect.poll(() => frame.count()).toBe(1);
    expect(await frame.getAttribute('src')).toBe(
      'https://rutube.ru/play/embed/7d2f1c9a4b8e4f0a9c1d2e3f4a5b6c7d/',
    );
    await expect
      .poll(() => outside.some((url) => url.startsWith('https://rutube.ru/play/embed/')))
      .toBe(true);
    expect(refused).toEqual([]);
    await page.close();
  });

  it('sends a comment to moderation: its author sees it waiting with a thank-you', async () => {
    const page = await e2e.newPage('phone');
    await gotoHydrated(page, `${e2e.url}/stati/akkumulyatory-zimoy/`);
    const form = page.getByRole('form', { name: 'Новый комментарий' });
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('textbox', { name: 'Имя' }).fill('Тимур');
    await form
      .getByRole('textbox', { name: 'Комментарий' })
      .fill('А при −25 аккумулятор можно держать в машине днём?');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Отправить' }).click();
    await expect.poll(() => page.getByText('Комментарий отправлен на модерацию').count()).toBe(1);
    const waiting = page.locator('.comment--waiting');
    expect(await waiting.textContent()).toContain('На модерации');
    expect(await waiting.textContent()).toContain('А при −25 аккумулятор');
    await expectFits(page, true);
    await e2e.shot(page, 'comment-sent-390');
    await page.close();
  });
});
