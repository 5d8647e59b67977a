import type { Page } from 'playwright-core';

/**
 * What the phone's fixed bottom navigation covers, as "tag.class «text»" lines (none when it is not
 * shown): a control or a piece of text that lies under the navigation where a person cannot scroll
 * it clear. Checked three ways, and every scroll is given back after:
 * - now: whatever is fixed, or sticky to the bottom (a bar, a sheet, a modal and what is in them),
 *   since it stays where it is as the page scrolls;
 * - with each scrolling box inside such a layer (a modal's or a sheet's body) scrolled to its end:
 *   what is in the box;
 * - with the page scrolled to its end (not when a modal locks the page: `modal`, or a pinned body):
 *   everything, the footer's own box included, since content that scrolls under the navigation has
 *   to come out above it.
 */
export async function coveredByBottomNav(page: Page, modal = false): Promise<string[]> {
  const check = (phase: 'pinned' | 'boxes' | 'page') =>
    page.evaluate(async (which) => {
      const nav = document.querySelector('.bottom-nav');
      if (!nav || getComputedStyle(nav).display === 'none') return [];
      const frames = () =>
        new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
      /** A box that scrolls its content up and down by itself. */
      const scrolls = (el: Element) =>
        el.scrollHeight > el.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(el).overflowY);
      /** Inside a box that scrolls (below `root`): where it lies depends on that box's scroll. */
      const inBox = (el: Element, root: Element = document.body) => {
        for (let at = el.parentElement; at && at !== root && at !== document.body; at = at.parentElement)
          if (scrolls(at)) return true;
        return false;
      };
      /** Fixed, or sticky to the viewport's bottom: it stays where it is as the page scrolls. */
      const pinned = (el: Element): boolean => {
        for (let at: Element | null = el; at && at !== document.body; at = at.parentElement) {
          const style = getComputedStyle(at);
          if (style.position === 'fixed' || (style.position === 'sticky' && style.bottom !== 'auto'))
            return true;
        }
        return false;
      };
      const CONTROL =
        'a[href], button, input, select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
      /** What a person reads or uses: controls, and elements with text of their own. */
      const seen = (root: Element) =>
        [...root.querySelectorAll('*')].filter(
          (el) =>
            el.matches(CONTROL) ||
            [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()),
        );
      /** The boxes of an element a person sees: a control's own, or the lines of its own text. */
      const boxesOf = (el: Element): DOMRect[] => {
        if (el.matches(CONTROL)) return [el.getBoundingClientRect()];
        const lines: DOMRect[] = [];
        for (const node of el.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          lines.push(...range.getClientRects());
        }
        return lines;
      };
      const coveredOf = (elements: Element[]) => {
        const n = nav.getBoundingClientRect();
        const found: string[] = [];
        for (const el of elements) {
          if (nav.contains(el) || el.closest('[inert], [aria-hidden="true"]')) continue;
          const style = getComputedStyle(el);
          if (style.visibility === 'hidden' || style.opacity === '0') continue;
          const under = boxesOf(el).some((r) => {
            // Visually hidden text (a 1 px clip) is for screen readers only.
            if (r.width <= 1 || r.height <= 1) return false;
            const top = Math.max(r.top, n.top);
            const bottom = Math.min(r.bottom, n.bottom);
            const left = Math.max(r.left, n.left);
            const right = Math.min(r.right, n.right);
            if (bottom - top < 1 || right - left < 1) return false;
            const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
            return hit !== null && nav.contains(hit);
          });
          if (!under) continue;
          const name =
            typeof el.className === 'string' && el.className.trim()
              ? `.${el.className.trim().split(/\s+/).join('.')}`
              : '';
          found.push(`${el.tagName.toLowerCase()}${name} «${(el.textContent ?? '').trim().slice(0, 40)}»`);
        }
        return found;
      };

      if (which === 'pinned') return coveredOf(seen(document.body).filter((el) => pinned(el) && !inBox(el)));
      if (which === 'boxes') {
        const found: string[] = [];
        const boxes = [...document.body.querySelectorAll('*')].filter((el) => scrolls(el) && pinned(el));
        for (const box of boxes) {
          const was = box.scrollTop;
          box.scrollTop = box.scrollHeight;
          await frames();
          found.push(...coveredOf(seen(box).filter((el) => !inBox(el, box))));
          box.scrollTop = was;
        }
        await frames();
        return found;
      }
      // A modal's scroll lock pins the page (§2.9): it has no end to scroll to then.
      if (getComputedStyle(document.body).position === 'fixed') return [];
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
      const found = coveredOf(seen(document.body).filter((el) => !inBox(el)));
      // The footer's box itself (its padding too) ends above the navigation.
      const footer = document.querySelector('.footer')?.getBoundingClientRect();
      if (footer && footer.bottom > nav.getBoundingClientRect().top + 1)
        found.push(`the page's end (.footer) at ${footer.bottom}`);
      window.scrollTo({ top: at, behavior: 'instant' });
      await frames();
      return found;
    }, phase);
  const found = [
    ...(await check('pinned')),
    ...(await check('boxes')),
    ...(modal ? [] : await check('page')),
  ];
  return [...new Set(found)];
}
