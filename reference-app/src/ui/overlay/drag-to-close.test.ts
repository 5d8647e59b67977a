import { describe, expect, it } from 'vitest';
import { DRAG_CLOSE_FAR_PX, DRAG_CLOSE_PX, dragCloses } from './drag-to-close';

describe('dragging a modal down (§2.9)', () => {
  it('closes on a release more than 50 px down, and not at 50 px or less', () => {
    expect(dragCloses({ distance: DRAG_CLOSE_PX + 1, pannedUp: false, released: true })).toBe(true);
    expect(dragCloses({ distance: DRAG_CLOSE_PX + 1, pannedUp: true, released: true })).toBe(true);
    expect(dragCloses({ distance: DRAG_CLOSE_PX, pannedUp: false, released: true })).toBe(false);
    expect(dragCloses({ distance: -120, pannedUp: true, released: true })).toBe(false);
  });

  it('closes while still dragging only past 300 px and only without an upward pan', () => {
    expect(dragCloses({ distance: 200, pannedUp: false, released: false })).toBe(false);
    expect(dragCloses({ distance: DRAG_CLOSE_FAR_PX, pannedUp: false, released: false })).toBe(false);
    expect(dragCloses({ distance: DRAG_CLOSE_FAR_PX + 1, pannedUp: false, released: false })).toBe(true);
    expect(dragCloses({ distance: DRAG_CLOSE_FAR_PX + 1, pannedUp: true, released: false })).toBe(false);
  });
});
