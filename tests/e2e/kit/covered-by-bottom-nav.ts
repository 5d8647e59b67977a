import type { Page } from 'playwright-core';

/**
 * What the phone's fixed bottom navigation covers, as "tag.class «text»" lines (none when it is not
 * shown): a control or a piece of text that lies under the navigation where a person cannot scroll
 * it clear. Checked three ways, and the page's scroll is given back after:
 * - now: whatever is fixed, or sticky to the bottom (a bar, a sheet, a modal and everything in
 *   them), since it does not move when the page scrolls;
 * - with the page scrolled to its end (not when a modal locks the page): everything, the footer's
 *   own box included, since content that scrolls under the navigation has to come out above it;
 * - with each scrolling box of an open dialog scrolled to its end: everything in the dialog.
 */
export async function coveredByBottomNav(page: Page, modal = false): Promise<string[]> {
  const check = (phase: 'fixed' | 'page' | 'dialogs') =>
    page.evaluate(async (which) => {
      const nav = document.querySelector('.bottom-nav');
      if (!nav || getComputedStyle(nav).display === 'none') return [];
      const frames = () =>
        new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
      /** Fixed, or sticky to the viewport's bottom: it stays where it is as the page scrolls. */
      const pinned = (el: Element | null): boolean => {
        for (let at = el; at && at !== document.body; at = at.parentElement) {
          const style = getComputedStyle(at);
          if (style.position === 'fixed' || (style.position === 'sticky' && style.bottom !== 'auto'))
            return true;
        }
        return false;
      };
      /** What a person reads or uses: controls, and elements with text of their own. */
      const seen = (root: ParentNode) =>
        [...root.querySelectorAll('*')].filter(
          (el) =>
            el.matches(
              'a[href], button, input, select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])',
            ) || [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()),
        );
      const coveredOf = (elements: Element[]) => {
        const n = nav.getBoundingClientRect();
        const found: string[] = [];
        for (const el of elements) {
          if (nav.contains(el) || el.closest('[inert], [aria-hidden="true"]')) continue;
          const r = el.getBoundingClientRect();
          // Visually hidden text (a 1 px clip) is for screen readers only.
          if (r.width <= 1 || r.height <= 1) continue;
          const style = getComputedStyle(el);
          if (style.visibility === 'hidden' || style.opacity === '0') continue;
          const top = Math.max(r.top, n.top);
          const bottom = Math.min(r.bottom, n.bottom);
          const left = Math.max(r.left, n.left);
          const right = Math.min(r.right, n.right);
          if (bottom - top < 1 || right - left < 1) continue;
          const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
          if (!hit || !nav.contains(hit)) continue;
          const name =
            typeof el.className === 'string' && el.className
              ? `.${el.className.trim().split(/\s+/).join('.')}`
              : '';
          found.push(`${el.tagName.toLowerCase()}${name} «${(el.textContent ?? '').trim().slice(0, 40)}»`);
        }
        return found;
      };
      if (which === 'fixed') return coveredOf(seen(document.body).filter(pinned));
      if (which === 'page') {
        const at = window.scrollY;
        // What renders as it comes into view (content-visibility, lazy blocks) may lengthen the page:
        // scroll on until the end stays the end.
        for (let tries = 0; tries < 10; tries++) {
          const height = document.documentElement.scrollHeight;
          window.scrollTo({ top: height, behavior: 'instant' });
          await frames();
          const end = document.documentElement.scrollHeight;
          if (end === height && window.scrollY + window.innerHeight >= end - 1) break;
        }
        const found = coveredOf(seen(document.body));
        // The footer's box itself (its padding too) ends above the navigation.
        const footer = document.querySelector('.footer')?.getBoundingClientRect();
        if (footer && footer.bottom > nav.getBoundingClientRect().top + 1)
          found.push(`the page's end (.footer) at ${footer.bottom}`);
        window.scrollTo({ top: at, behavior: 'instant' });
        await frames();
        return found;
      }
      const found: string[] = [];
      for (const dialog of document.querySelectorAll('[role="dialog"], dialog[open]')) {
        const boxes = [dialog, ...dialog.querySelectorAll('*')].filter(
          (el) => el.scrollHeight > el.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(el).overflowY),
        );
        const was = boxes.map((box) => box.scrollTop);
        for (const box of boxes) box.scrollTop = box.scrollHeight;
        await frames();
        found.push(...coveredOf(seen(dialog)));
        boxes.forEach((box, i) => {
          box.scrollTop = was[i] ?? 0;
        });
      }
      return found;
    }, phase);
  const found = [
    ...(await check('fixed')),
    ...(modal ? [] : await check('page')),
    ...(await check('dialogs')),
  ];
  return [...new Set(found)];
}
