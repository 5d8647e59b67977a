import { type RefObject, useEffect } from 'react';

/** Marks an element (a sheet's backdrop) that stays live beside its modal. */
const KEEP_LIVE = 'data-keep-live';

/**
 * While `active`, everything on the page outside `root` is inert (§2.9: a modal's page is locked):
 * nothing behind it takes a click, focus or a screen reader's attention. Each ancestor's other
 * children are made inert and given back on release; what was inert already stays so.
 */
export function useInertOutside(root: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const element = root.current;
    if (!active || !element) return;
    const made: Element[] = [];
    for (
      let node: Element = element;
      node.parentElement && node !== document.body;
      node = node.parentElement
    ) {
      for (const sibling of node.parentElement.children) {
        if (sibling === node || sibling.hasAttribute('inert') || sibling.hasAttribute(KEEP_LIVE)) continue;
        if (sibling instanceof HTMLScriptElement || sibling instanceof HTMLStyleElement) continue;
        sibling.setAttribute('inert', '');
        made.push(sibling);
      }
    }
    return () => {
      for (const sibling of made) sibling.removeAttribute('inert');
    };
  }, [root, active]);
}
