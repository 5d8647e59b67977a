import { describe, expect, it } from 'vitest';
import { STICKY_SIDEBAR_DEBOUNCE_MS, stickyTop } from './use-sticky-sidebar';

describe('the sticky sidebar (§9)', () => {
  it('sticks 16 px below the header while it fits in the window', () => {
    expect(stickyTop(400, 900, 64)).toBe(80);
  });

  it('sticks by its foot when taller than the window, so its last link can be reached', () => {
    expect(stickyTop(1200, 900, 64)).toBe(900 - 1200 - 16);
  });

  it('is placed again 100 ms after resizing stops', () => {
    expect(STICKY_SIDEBAR_DEBOUNCE_MS).toBe(100);
  });
});
