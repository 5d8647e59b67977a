// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Link, Router, useLocation, useSearch } from './router';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

/** Where the app thinks it is, and a link to go elsewhere. */
function Here() {
  const [path] = useLocation();
  const search = useSearch();
  return (
    <>
      <output>{`${path}?${search}`}</output>
      <Link href="/catalog/?page=2" className="go">
        Каталог
      </Link>
    </>
  );
}

function mount() {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root?.render(<Here />));
  return {
    shown: () => host.querySelector('output')?.textContent,
    /** Clicks the link; whether the app took the click (the browser's own handling prevented). */
    click: (init: MouseEventInit = {}) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      act(() => {
        host.querySelector('a')?.dispatchEvent(event);
      });
      return event.defaultPrevented;
    },
  };
}

describe('the storefront router', () => {
  it('renders the request address on the server', () => {
    const html = renderToString(
      <Router ssrPath="/product/drel/" ssrSearch="sort=price">
        <Here />
      </Router>,
    );
    expect(html).toContain('/product/drel/?sort=price');
    expect(html).toContain('href="/catalog/?page=2"');
  });

  it('navigates on a plain click without a reload, and follows the browser back', () => {
    const app = mount();
    expect(app.shown()).toBe('/?');
    expect(app.click()).toBe(true);
    expect(window.location.pathname).toBe('/catalog/');
    expect(app.shown()).toBe('/catalog/?page=2');
    // What the browser does on «Back»: the address changes, then popstate.
    act(() => {
      history.replaceState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(app.shown()).toBe('/?');
  });

  it('leaves a click with a modifier key (a new tab) to the browser', () => {
    const app = mount();
    expect(app.click({ ctrlKey: true })).toBe(false);
    expect(app.click({ metaKey: true })).toBe(false);
    expect(app.click({ button: 1 })).toBe(false);
    expect(app.shown()).toBe('/?');
  });
});
