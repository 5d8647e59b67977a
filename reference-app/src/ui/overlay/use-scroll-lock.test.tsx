// @vitest-environment happy-dom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRoot } from '../../app/test-root';
import { useScrollLock } from './use-scroll-lock';

// §2.9: a top modal locks the page's scroll and restores the previous position on close. Pinning the
// body reads as a scroll to the top: the page's own scroll listeners (the sticky header's) must not
// hear it, or the header unsticks behind the modal and the page comes back a header's height off.

const view = testRoot();

afterEach(() => {
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
    view.render(<Locked on={true} />);

    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-640px');
    window.dispatchEvent(new Event('scroll'));
    expect(heard).not.toHaveBeenCalled();

    view.render(<Locked on={false} />);
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
    // The cookie notice, then the city prompt over it; the notice closes first.
    view.render(
      <>
        <Locked on={true} />
        <Locked on={false} />
      </>,
    );
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
    view.render(
      <>
        <Locked on={true} />
        <Locked on={true} />
      </>,
    );
    view.render(
      <>
        <Locked on={false} />
        <Locked on={true} />
      </>,
    );
    expect(document.body.style.position).toBe('fixed');
    expect(scrollTo).not.toHaveBeenCalled();
    view.render(
      <>
        <Locked on={false} />
        <Locked on={false} />
      </>,
    );
    expect(document.body.style.position).toBe('');
    expect(scrollTo).toHaveBeenCalledWith(0, 300);
    await frames();
  });

  it('lets a list scrolling inside a modal be heard', () => {
    view.render(<Locked on={true} />);
    const list = document.createElement('div');
    document.body.append(list);
    const heard = vi.fn();
    list.addEventListener('scroll', heard);
    list.dispatchEvent(new Event('scroll'));
    expect(heard).toHaveBeenCalledTimes(1);
    list.remove();
  });
});
