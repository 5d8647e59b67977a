import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll } from 'vitest';

/**
 * A React root for a component test under happy-dom (tests only): React's act environment on, and
 * the root unmounted after each test. `render(node, host?)` renders into `host` (a new `<div>` in
 * `<body>` by default) and returns it; rendering again re-renders the same root.
 */
export function testRoot(): { render(node: ReactNode, host?: HTMLElement): HTMLElement } {
  let root: Root | undefined;
  let at: HTMLElement | undefined;
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    act(() => root?.unmount());
    at?.remove();
    root = undefined;
    at = undefined;
  });
  return {
    render(node, host) {
      if (!root || (host && host !== at)) {
        act(() => root?.unmount());
        at = host ?? document.body.appendChild(document.createElement('div'));
        root = createRoot(at);
      }
      act(() => root?.render(node));
      return at as HTMLElement;
    },
  };
}
