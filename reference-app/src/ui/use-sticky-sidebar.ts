import { BREAKPOINT } from '@verstak/sdk';
import { type RefObject, useEffect } from 'react';
import { debounce } from '../app/debounce';

/** The sticky sidebar's placing runs once resizes have stopped for this many ms (§9). */
export const STICKY_SIDEBAR_DEBOUNCE_MS = 100;
/** Room between the sticky sidebar and the header above it, or the window's foot. */
const GAP = 16;

/**
 * Where a sidebar of `height` px sticks in a window of `viewport` px under a header of `header` px:
 * below the header while it fits; a taller one sticks by its foot, so its last link can be reached.
 */
export function stickyTop(height: number, viewport: number, header: number): number {
  return Math.min(header + GAP, viewport - height - GAP);
}

/**
 * The sticky sidebar of §9 on wide screens: `position: sticky` (styles.css) at the top this sets
 * in `--sidebar-top`, placed again 100 ms after the window or the sidebar stops changing size.
 */
export function useStickySidebar(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const sidebar = ref.current;
    if (!sidebar || typeof ResizeObserver === 'undefined') return;
    const place = () => {
      if (window.innerWidth <= BREAKPOINT) return;
      const header = document.querySelector('.header__main')?.getBoundingClientRect().height ?? 0;
      sidebar.style.setProperty(
        '--sidebar-top',
        `${stickyTop(sidebar.offsetHeight, window.innerHeight, header)}px`,
      );
    };
    const later = debounce(place, STICKY_SIDEBAR_DEBOUNCE_MS);
    place();
    const observer = new ResizeObserver(later);
    observer.observe(sidebar);
    window.addEventListener('resize', later);
    return () => {
      later.cancel();
      observer.disconnect();
      window.removeEventListener('resize', later);
    };
  }, [ref]);
}
