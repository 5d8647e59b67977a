import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations } from './axe-violations';
import { coveredByBottomNav } from './covered-by-bottom-nav';

/** Calls on a busy machine (a lazy chunk, a guest's first call refreshing the session). */
const CALLS = { timeout: 15_000 };

/**
 * One modal of §2.9 as the conformance suite opens it: a row of data. Adding a modal to the suite is
 * adding a row (tests/e2e/modal-rows.ts). A modal opens from a control (`opener`), or by itself on a
 * page load (`opensItself`: the confirm-city modal, the cookie notice of a first visit).
 */
export type ModalRow = ModalRowBase &
  (
    | {
        /** The control that opens it: focus must come back to it on close. */
        opener: (page: Page, phone: boolean) => Locator;
        opensItself?: never;
      }
    | {
        opener?: never;
        /**
         * Brings the page to where the modal opens by itself (a reload in the state that shows it) and
         * waits until it stands open. No control opened it: on close focus is the page's (the body).
         */
        opensItself: (page: Page, phone: boolean) => Promise<void>;
      }
  );

/** What every row says. */
interface ModalRowBase {
  /** The dialog's accessible name (its `aria-label`). */
  name: string | RegExp;
  /** The page it is opened on; none: where the row before left the page (`prepare` may go on from there). */
  path?: string;
  /** Its box's width at 1280 px (§2.9 where the spec gives one); null when it is a modal on phones only. */
  width: number | null;
  /** False when the modal exists on wide screens only. */
  phone?: boolean;
  /** Puts the page in the state the opener needs, once after the page is loaded. */
  prepare?: (page: Page, phone: boolean) => Promise<void>;
}

/** The dialog of a row. */
export function dialogOf(page: Page, row: ModalRow): Locator {
  return page.getByRole('dialog', { name: row.name });
}

/** What a row's checks found at one width, for the suite to report. */
export interface RowOutcome {
  /** Whether the 300 px pull could be made (the head had 330 px of viewport below it). */
  farPull: boolean;
}

/**
 * Scrolls the opener to the middle of the viewport, clicks it, waits for the dialog; the page's scroll
 * before. A modal that opens by itself is made to (its row's `opensItself`); the scroll it pinned.
 */
async function open(page: Page, row: ModalRow, phone: boolean, settle = true): Promise<number> {
  if (row.opensItself) {
    await row.opensItself(page, phone);
    await expect
      .poll(() => dialogOf(page, row).isVisible(), { ...CALLS, message: `${String(row.name)}: opens` })
      .toBe(true);
    // The page had its scroll (a reload keeps it) before the modal pinned it: the lock keeps it in the
    // body's top (reference-app/src/ui/overlay/use-scroll-lock.ts), the window reads 0 while pinned.
    return page.evaluate(() =>
      document.body.dataset.scrollLocked === undefined
        ? window.scrollY
        : -Number.parseFloat(document.body.style.top || '0'),
    );
  }
  const opener = row.opener(page, phone);
  await expect
    .poll(() => opener.count(), { ...CALLS, message: `${String(row.name)}: its opener on ${page.url()}` })
    .toBeGreaterThan(0);
  await opener.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  // Scrolling sticks the header and lays out what comes into view (and what leaves it takes the size
  // it last had), which moves the page: wait until its scroll and height stand still for 40 frames.
  const y = await page.evaluate(
    async (frames) => {
      const frame = () => new Promise((done) => requestAnimationFrame(done));
      let last = '';
      for (let still = 0, tries = 0; still < frames && tries < 600; tries++) {
        await frame();
        const now = `${window.scrollY} ${document.documentElement.scrollHeight}`;
        still = now === last ? still + 1 : 0;
        last = now;
      }
      return window.scrollY;
    },
    settle ? 40 : 1,
  );
  await opener.click();
  await expect
    .poll(() => dialogOf(page, row).isVisible(), { ...CALLS, message: `${String(row.name)}: opens` })
    .toBe(true);
  return y;
}

/** Waits until the row's dialog is gone. */
async function expectClosed(page: Page, row: ModalRow, how: string): Promise<void> {
  await expect.poll(() => dialogOf(page, row).count(), { ...CALLS, message: `${how} closes` }).toBe(0);
}

/** Two animation frames: what a pointer move set in motion has happened. */
function frames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** The point of the dialog's head a drag starts from: its left part, away from the close button. */
async function headPoint(page: Page, row: ModalRow): Promise<{ x: number; y: number }> {
  const head = dialogOf(page, row).locator('.modal__head, .sheet__head').first();
  // A modal's content may still be coming (the city list): a centred box moves as it grows. Press
  // once the head has stood still for ten frames.
  await head.evaluate(async (el) => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    let last = '';
    for (let still = 0, tries = 0; still < 10 && tries < 600; tries++) {
      await frame();
      const r = el.getBoundingClientRect();
      const now = `${r.x} ${r.y}`;
      still = now === last ? still + 1 : 0;
      last = now;
    }
  });
  const box = await head.boundingBox();
  if (!box) throw new Error(`${String(row.name)}: no head to drag`);
  return { x: box.x + Math.min(24, box.width / 4), y: box.y + box.height / 2 };
}

/** Drags the head down by each of `moves` in turn (negative: up), releasing at the end when `release`. */
async function drag(page: Page, row: ModalRow, moves: number[], release: boolean): Promise<void> {
  const start = await headPoint(page, row);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  let y = start.y;
  for (const dy of moves) {
    y += dy;
    await page.mouse.move(start.x, y, { steps: Math.max(2, Math.round(Math.abs(dy) / 10)) });
  }
  if (release) await page.mouse.up();
  await frames(page);
}

/**
 * Checks one modal at the page's width (§2.9, DESIGN: phones first):
 * - no axe violation (WCAG 2.2 AA) with it open;
 * - 1280 px: its box is `row.width` wide; 390 px: a bottom sheet across the viewport, within it, not
 *   under the bottom navigation (nothing sideways either);
 * - focus moves inside, Tab and Shift+Tab stay inside; Escape closes and focus returns to the opener;
 * - the page's scroll is locked while open (a wheel over the backdrop moves nothing) and back where
 *   it was after;
 * - a 40 px drag of the head does not close, a 60 px one does; a pull past 300 px closes before the
 *   release, unless it panned up on the way (then the release closes it).
 */
export async function checkModal(
  page: Page,
  row: ModalRow,
  phone: boolean,
  /** Called once the modal first stands open (a screenshot). */
  opened?: () => Promise<void>,
): Promise<RowOutcome> {
  const label = `${String(row.name)} at ${phone ? 390 : 1280} px`;
  const dialog = dialogOf(page, row);
  const opener = row.opener?.(page, phone).first();
  // Where the page stands: the opener's top in the viewport, or with none the page's scroll.
  const standing = () =>
    opener ? opener.evaluate((el) => el.getBoundingClientRect().top) : page.evaluate(() => window.scrollY);

  // Open: focus inside, geometry.
  const y = await open(page, row, phone);
  const openerTop = await standing();
  await expect
    .poll(() => dialog.evaluate((d) => d.contains(document.activeElement)), {
      message: `${label}: focus inside`,
    })
    .toBe(true);
  const box = await dialog.boundingBox();
  if (!box) throw new Error(`${label}: no box`);
  const view = await page.evaluate(() => {
    const nav = document.querySelector('.bottom-nav');
    const shown = nav && getComputedStyle(nav).display !== 'none';
    return {
      width: window.innerWidth,
      height: window.innerHeight,
      scrollWidth: document.documentElement.scrollWidth,
      navTop: shown ? nav.getBoundingClientRect().top : null,
    };
  });
  if (!phone) {
    expect(Math.abs(box.width - (row.width ?? 0)), `${label}: width ${box.width}`).toBeLessThan(1);
  } else {
    expect(box.x, `${label}: left edge`).toBeGreaterThanOrEqual(-0.5);
    expect(box.x + box.width, `${label}: right edge`).toBeLessThanOrEqual(view.width + 0.5);
    expect(box.width, `${label}: a sheet across the viewport`).toBeGreaterThan(view.width - 1);
    expect(box.y, `${label}: top within the viewport`).toBeGreaterThanOrEqual(-0.5);
    // A bottom sheet: it sits on the bottom navigation's top, or over it at the viewport's foot.
    const foot = view.navTop ?? view.height;
    expect(box.y + box.height, `${label}: a sheet at the foot`).toBeGreaterThanOrEqual(foot - 2);
    expect(box.y + box.height, `${label}: within the viewport`).toBeLessThanOrEqual(view.height + 0.5);
    expect(await coveredByBottomNav(page, true), `${label}: under the bottom navigation`).toEqual([]);
  }
  expect(view.scrollWidth, `${label}: no sideways scroll`).toBeLessThanOrEqual(view.width);
  expect(await axeViolations(page), `${label}: axe`).toEqual([]);
  await opened?.();

  // Tab and Shift+Tab stay inside.
  const controls = await dialog.evaluate(
    (d) =>
      d.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary')
        .length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < Math.min(controls + 2, 24); i++) {
      await page.keyboard.press(key);
      const inside = await dialog.evaluate((d) => d.contains(document.activeElement));
      expect(inside, `${label}: focus after ${key} ×${i + 1}`).toBe(true);
    }
  }

  // The page's scroll is locked: a wheel over the backdrop (top left corner) moves nothing.
  await page.mouse.move(4, 4);
  await page.mouse.wheel(0, 400);
  await frames(page);
  expect(await standing(), `${label}: the page stays put`).toBeCloseTo(openerTop, 0);

  // Escape closes; focus and scroll come back (to the page itself when no control opened it).
  await page.keyboard.press('Escape');
  await expectClosed(page, row, `${label}: Escape`);
  await expect
    .poll(
      () =>
        opener
          ? opener.evaluate((el) => el === document.activeElement)
          : page.evaluate(() => document.activeElement === document.body),
      { message: `${label}: focus back` },
    )
    .toBe(true);
  expect(await page.evaluate(() => window.scrollY), `${label}: scroll restored`).toBeCloseTo(y, 0);

  // Drag the head: 40 px stays, 60 px closes (§2.9: over 50 px).
  const dragY = await open(page, row, phone);
  await drag(page, row, [40], true);
  expect(await dialog.isVisible(), `${label}: a 40 px drag keeps it open`).toBe(true);
  await drag(page, row, [60], true);
  await expectClosed(page, row, `${label}: a 60 px drag`);
  expect(await page.evaluate(() => window.scrollY), `${label}: scroll restored after a drag`).toBeCloseTo(
    dragY,
    0,
  );

  // Past 300 px without an upward pan: closed before the release. With one: only the release closes.
  await open(page, row, phone, false);
  const head = await headPoint(page, row);
  const farPull = head.y + 330 <= view.height;
  if (farPull) {
    await drag(page, row, [320], false);
    await expectClosed(page, row, `${label}: a 320 px pull, still pressed`);
    await page.mouse.up();
    await open(page, row, phone, false);
    await drag(page, row, [200, -20, 140], false);
    expect(await dialog.isVisible(), `${label}: a pull that panned up stays while pressed`).toBe(true);
    await page.mouse.up();
    await expectClosed(page, row, `${label}: releasing the pull that panned up`);
  } else {
    await page.keyboard.press('Escape');
    await expectClosed(page, row, `${label}: Escape`);
  }
  return { farPull };
}
