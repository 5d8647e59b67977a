// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useScrollLock } from './use-scroll-lock';

// §2.9: a top modal locks the page's scroll and restores the previous position on close. Pinning the
// body reads as a scroll to the top: the page's own scroll listeners (the sticky header's) must not
// hear it, or the header unsticks behind the modal and the page comes back a header's height off.

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.restoreAllMocks();
});

function Locked({ on }: { on: boolean }) {
  useScrollLock(on);
  return null;
}

const frames = () =>
  new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));

describe('useScrollLock', () => {
  it('pins the body while locked, keeps scroll events from the page, and scrolls back on release', async () => {
    const heard = vi.fn();
    window.addEventListener('scroll', heard);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(640);
    root = createRoot(document.createElement('div'));
    act(() => root?.render(<Locked on={true} />));

    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-640px');
    window.dispatchEvent(new Event('scroll'));
    expect(heard).not.toHaveBeenCalled();

    act(() => root?.render(<Locked on={false} />));
    expect(document.body.style.position).toBe('');
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
    await frames();
    window.dispatchEvent(new Event('scroll'));
    expect(heard).toHaveBeenCalledTimes(1);
    window.removeEventListener('scroll', heard);
  });

  it('keeps the page pinned until the last of two modals closes, in either order', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(300);
    root = createRoot(document.createElement('div'));
    // The cookie notice, then the city prompt over it; the notice closes first.
    act(() =>
      root?.render(
        <>
          <Locked on={true} />
          <Locked on={false} />
        </>,
      ),
    );
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
    act(() =>
      root?.render(
        <>
          <Locked on={true} />
          <Locked on={true} />
        </>,
      ),
    );
    act(() =>
      root?.render(
        <>
          <Locked on={false} />
          <Locked on={true} />
        </>,
      ),
    );
    expect(document.body.style.position).toBe('fixed');
    expect(scrollTo).not.toHaveBeenCalled();
    act(() =>
      root?.render(
        <>
          <Locked on={false} />
          <Locked on={false} />
        </>,
      ),
    );
    expect(document.body.style.position).toBe('');
    expect(scrollTo).toHaveBeenCalledWith(0, 300);
    await frames();
  });

  it('lets a list scrolling inside a modal be heard', () => {
    root = createRoot(document.createElement('div'));
    act(() => root?.render(<Locked on={true} />));
    const list = document.createElement('div');
    document.body.append(list);
    const heard = vi.fn();
    list.addEventListener('scroll', heard);
    list.dispatchEvent(new Event('scroll'));
    expect(heard).toHaveBeenCalledTimes(1);
    list.remove();
  });
});
