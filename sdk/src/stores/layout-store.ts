import type { Breadcrumb } from '../api/api-types';
import { BREAKPOINT, STICKY_HEADER_DESKTOP, STICKY_HEADER_MOBILE } from '../domain/constants';
import { observableState, type ReadableStore } from './observable-state';

/** The layout state of §3 that this slice uses. */
export interface LayoutState {
  breadcrumbs: Breadcrumb[];
  /** The back link: shown only when its item has a url (§2.5). */
  backLink: { title: string; url: string } | null;
  /** The mobile catalogue: the menu the mobile «Каталог» button opens, the spec's hamburger menu (§4.8). */
  mobileCatalogOpen: boolean;
  megaMenuOpen: boolean;
  stickyHeader: boolean;
  loader: 'idle' | 'loading' | 'failed';
}

/** The layout store. */
export interface LayoutStore extends ReadableStore<LayoutState> {
  /** Sets the breadcrumbs and derives the back link from the item before the last. */
  setBreadcrumbs(items: Breadcrumb[]): void;
  /** Sticky header past 68 px on mobile (unless the mobile catalogue is open) and 94 px on desktop (§4.8). */
  onScroll(scrollY: number, viewportWidth: number): void;
  /** Opens, closes (or flips) the mobile catalogue. */
  toggleMobileCatalog(open?: boolean): void;
  /** Opens, closes (or flips) the desktop mega-menu (§2.6). */
  toggleMegaMenu(open?: boolean): void;
  /** Sets the page loader's status. */
  setLoader(loader: LayoutState['loader']): void;
}

/** Creates the layout store. */
export function createLayoutStore(initial: Partial<LayoutState> = {}): LayoutStore {
  const state = observableState<LayoutState>({
    breadcrumbs: [],
    backLink: null,
    mobileCatalogOpen: false,
    megaMenuOpen: false,
    stickyHeader: false,
    loader: 'idle',
    ...initial,
  });
  return {
    getSnapshot: state.getSnapshot,
    subscribe: state.subscribe,
    setBreadcrumbs(items) {
      const previous = items.length > 1 ? items[items.length - 2] : undefined;
      state.set({
        breadcrumbs: items,
        backLink: previous?.url ? { title: previous.title, url: previous.url } : null,
      });
    },
    onScroll(scrollY, viewportWidth) {
      state.set((s) => ({
        stickyHeader:
          viewportWidth <= BREAKPOINT
            ? !s.mobileCatalogOpen && scrollY > STICKY_HEADER_MOBILE
            : scrollY > STICKY_HEADER_DESKTOP,
      }));
    },
    toggleMobileCatalog(open) {
      state.set((s) => ({ mobileCatalogOpen: open ?? !s.mobileCatalogOpen }));
    },
    toggleMegaMenu(open) {
      state.set((s) => ({ megaMenuOpen: open ?? !s.megaMenuOpen }));
    },
    setLoader(loader) {
      state.set({ loader });
    },
  };
}
