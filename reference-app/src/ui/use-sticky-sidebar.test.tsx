// @vitest-environment happy-dom
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRoot } from '../app/test-root';
import { STICKY_SIDEBAR_DEBOUNCE_MS, stickyTop, useStickySidebar } from './use-sticky-sidebar';

const view = testRoot();

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function Sidebar() {
  const ref = useRef<HTMLElement>(null);
  useStickySidebar(ref);
  return <aside ref={ref} />;
}

describe('the sticky sidebar (§9)', () => {
  it('sticks 16 px below the header while it fits in the window', () => {
    expect(stickyTop(400, 900, 64)).toBe(80);
  });

  it('sticks by its foot when taller than the window, so its last link can be reached', () => {
    expect(stickyTop(1200, 900, 64)).toBe(900 - 1200 - 16);
  });

  it('is placed again 100 ms after resizing stops, not on every resize', () => {
    vi.useFakeTimers();
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1280);
    const height = vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(900);
    const host = view.render(<Sidebar />);
    const aside = host.querySelector('aside') as HTMLElement;
    expect(aside.style.getPropertyValue('--sidebar-top')).toBe('16px');
    // The window shrinks under the sidebar's foot: placed once, 100 ms after the last resize.
    vi.spyOn(aside, 'offsetHeight', 'get').mockReturnValue(1000);
    height.mockReturnValue(700);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(STICKY_SIDEBAR_DEBOUNCE_MS - 1);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(STICKY_SIDEBAR_DEBOUNCE_MS - 1);
    expect(aside.style.getPropertyValue('--sidebar-top')).toBe('16px');
    vi.advanceTimersByTime(1);
    expect(aside.style.getPropertyValue('--sidebar-top')).toBe(`${700 - 1000 - 16}px`);
  });
});
