import { useEffect } from 'react';

/**
 * Locks the page's scroll while `active` (§2.9: a top modal locks page scroll) and puts the page back
 * where it was on release. The body is pinned with `position: fixed` because `overflow: hidden` alone
 * does not stop scrolling on iOS Safari.
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
    return () => {
      body.style.cssText = previous;
      delete body.dataset.scrollLocked;
      window.scrollTo(0, y);
    };
  }, [active]);
}
