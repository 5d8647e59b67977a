// @vitest-environment happy-dom
import { createLayoutStore, type LayoutState } from '@verstak/sdk';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { shallow } from './shallow';
import { useStore } from './use-store';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

/** Mounts a component that shows two layout flags through an inline object selector; counts its renders. */
function mount(equalityFn?: (a: Partial<LayoutState>, b: Partial<LayoutState>) => boolean) {
  const store = createLayoutStore();
  const container = document.createElement('div');
  const renders = { count: 0 };
  function Flags() {
    renders.count++;
    const { megaMenuOpen, loader } = useStore(
      store,
      (s) => ({ megaMenuOpen: s.megaMenuOpen, loader: s.loader }),
      equalityFn,
    );
    return <p>{`${megaMenuOpen ? 'меню открыто' : 'меню закрыто'}, ${loader}`}</p>;
  }
  root = createRoot(container);
  act(() => root?.render(<Flags />));
  return { store, container, renders };
}

describe('useStore', () => {
  it('with shallow, skips re-renders for changes the selection does not show and re-renders once for one it does', () => {
    const { store, container, renders } = mount(shallow);
    expect(renders.count).toBe(1);
    act(() => store.onScroll(500, 1280));
    act(() => store.toggleMobileCatalog(true));
    expect(store.getSnapshot()).toMatchObject({ stickyHeader: true, mobileCatalogOpen: true });
    expect(renders.count).toBe(1);
    act(() => store.toggleMegaMenu(true));
    expect(renders.count).toBe(2);
    expect(container.textContent).toBe('меню открыто, idle');
  });

  it('with the default Object.is, an inline object selector renders once on mount and once per store change', () => {
    const { store, container, renders } = mount();
    expect(renders.count).toBe(1);
    act(() => store.onScroll(500, 1280));
    expect(renders.count).toBe(2);
    act(() => store.setLoader('loading'));
    expect(renders.count).toBe(3);
    expect(container.textContent).toBe('меню закрыто, loading');
  });

  it('returns the whole state without a selector and re-renders on every change', () => {
    const store = createLayoutStore();
    const container = document.createElement('div');
    let renders = 0;
    function Whole() {
      renders++;
      return <p>{useStore(store).loader}</p>;
    }
    root = createRoot(container);
    act(() => root?.render(<Whole />));
    act(() => store.setLoader('failed'));
    expect(renders).toBe(2);
    expect(container.textContent).toBe('failed');
  });
});
