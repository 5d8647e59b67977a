import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../../support/chromium';
import { coveredByBottomNav } from './covered-by-bottom-nav';
import { PHONE } from './devices';

// The check the journeys rely on for «nothing under the bottom navigation» finds what a person
// would find covered on a 390 px phone, and passes a page that clears the navigation, on pages made
// here (no store).

let browser: Browser;

/** A phone page: a 56 px fixed bottom navigation over `body`, whose end padding is `padding` px. */
async function phonePage(body: string, padding: number): Promise<Page> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.setContent(`<!doctype html><html><head><meta name="viewport" content="width=device-width">
    <style>
      body { margin: 0; padding-bottom: ${padding}px; font: 16px sans-serif; }
      .bottom-nav { position: fixed; left: 0; right: 0; bottom: 0; height: 56px; background: #fff; z-index: 10; }
      .long { height: 1600px; }
      .footer { padding: 16px; background: #222; color: #fff; }
    </style></head><body>${body}
    <nav class="bottom-nav"><a href="/">Главная</a> <a href="/catalog/">Каталог</a></nav></body></html>`);
  return page;
}

describe('coveredByBottomNav', () => {
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('passes a page whose end scrolls clear of the navigation, with a fixed bar above it', async () => {
    const page = await phonePage(
      `<div class="long">Товары</div>
       <div style="position: fixed; left: 0; right: 0; bottom: 56px"><button>В корзину</button></div>
       <footer class="footer"><p class="footer__copyright">© Верстак</p></footer>`,
      56,
    );
    expect(await coveredByBottomNav(page)).toEqual([]);
    // The scroll is given back.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('names the page end that stays under the navigation', async () => {
    const page = await phonePage(
      '<div class="long">Товары</div><footer class="footer"><p class="footer__copyright">© Верстак</p></footer>',
      0,
    );
    const covered = await coveredByBottomNav(page);
    expect(covered).toContain('p.footer__copyright «© Верстак»');
    expect(covered.some((line) => line.startsWith("the page's end (.footer)"))).toBe(true);
    // A modal locks the page: its end is not checked then.
    expect(await coveredByBottomNav(page, true)).toEqual([]);
  });

  it('names a fixed control under the navigation wherever the page is scrolled', async () => {
    const page = await phonePage(
      `<div class="long">Товары</div>
       <div style="position: fixed; left: 0; right: 0; bottom: 0; z-index: 5"><button>Показать</button></div>
       <footer class="footer">© Верстак</footer>`,
      56,
    );
    expect(await coveredByBottomNav(page, true)).toEqual(['button «Показать»']);
  });

  it("names what a dialog's scrolling box leaves under the navigation at its end", async () => {
    const page = await phonePage(
      `<div role="dialog" aria-label="Отзыв о товаре" style="position: fixed; inset: 0; z-index: 5; overflow-y: auto">
         <div style="height: 1500px">Текст</div><button>Отправить отзыв</button>
       </div>`,
      56,
    );
    expect(await coveredByBottomNav(page, true)).toEqual(['button «Отправить отзыв»']);
    // Above the navigation (the dialog's own layer on top), the same dialog is fine.
    await page.evaluate(() => {
      const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
      if (dialog) dialog.style.zIndex = '20';
    });
    expect(await coveredByBottomNav(page, true)).toEqual([]);
  });
});
