import { useEffect } from 'react';

/** Keeps a scroll event from the page's own listeners: the pinned page has not really moved. */
const unheard = (event: Event) => event.stopImmediatePropagation();
/** Locks held and releases not yet past their restore's scroll event (one listener serves them all). */
let held = 0;

/**
 * Locks the page's scroll while `active` (§2.9: a top modal locks page scroll) and puts the page back
 * where it was on release. The body is pinned with `position: fixed` because `overflow: hidden` alone
 * does not stop scrolling on iOS Safari. Pinning reads as a scroll to the top, so while locked the
 * page's scroll listeners hear nothing (a window capture listener runs first): else the sticky header
 * would unstick behind the modal, shift the page and, on release, land it a header's height off.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const body = document.body;
    const y = window.scrollY;
    const previous = body.style.cssText;
    body.style.position = 'fixed';
    body.style.top = `-${y}px`;
    body.style.left = '0';
    body.style.right = '0';
    body.style.overflow = 'hidden';
    body.dataset.scrollLocked = '';
    held += 1;
    window.addEventListener('scroll', unheard, true);
    return () => {
      body.style.cssText = previous;
      delete body.dataset.scrollLocked;
      window.scrollTo(0, y);
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
