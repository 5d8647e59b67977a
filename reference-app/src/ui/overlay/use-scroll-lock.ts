import { useEffect } from 'react';

/**
 * Keeps the page's scroll event from the page's own listeners: the pinned page has not really moved.
 * A list scrolling inside a modal is not the page's: its listeners still hear it.
 */
const unheard = (event: Event) => {
  if (!(event.target instanceof Element)) event.stopImmediatePropagation();
};
/** Locks held and releases not yet past their restore's scroll event (one listener serves them all). */
let held = 0;
/** Modals open (a cookie notice under a city prompt): the page is pinned by the first, freed by the last. */
let pins = 0;
/** Where the page was and the body's style before the first pin. */
let pinned = { y: 0, style: '' };

/**
 * Locks the page's scroll while `active` (§2.9: a top modal locks page scroll) and puts the page back
 * where it was on release. The body is pinned with `position: fixed` because `overflow: hidden` alone
 * does not stop scrolling on iOS Safari. Pinning reads as a scroll to the top, so while locked the
 * page's scroll listeners hear nothing (a window capture listener runs first): else the sticky header
 * would unstick behind the modal, shift the page and, on release, land it a header's height off.
 * Locks count: with two modals open the page stays pinned until the last one closes, in any order.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const body = document.body;
    if (pins === 0) {
      pinned = { y: window.scrollY, style: body.style.cssText };
      body.style.position = 'fixed';
      body.style.top = `-${pinned.y}px`;
      body.style.left = '0';
      body.style.right = '0';
      body.style.overflow = 'hidden';
      body.dataset.scrollLocked = '';
    }
    pins += 1;
    held += 1;
    window.addEventListener('scroll', unheard, true);
    return () => {
      pins -= 1;
      // Another modal still open keeps the page pinned, whichever of them closes first.
      if (pins === 0) {
        body.style.cssText = pinned.style;
        delete body.dataset.scrollLocked;
        window.scrollTo(0, pinned.y);
      }
      // The scroll events of pinning and of this restore are queued to the next frame: hear again after it.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          held -= 1;
          if (held === 0) window.removeEventListener('scroll', unheard, true);
        }),
      );
    };
  }, [active]);
}
