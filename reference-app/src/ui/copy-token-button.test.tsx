// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRoot } from '../app/test-root';
import { CopyTokenButton, TOKEN_COPIED_MS } from './copy-token-button';

// §2.10 and §9: the ad's erid is copied; «Токен скопирован» shows for 2 s, then «Скопировать токен» again.

const view = testRoot();

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function mount(writeText: (text: string) => Promise<void>) {
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  const host = view.render(<CopyTokenButton erid="2VtzqxMakita1" className="button" />);
  return host.querySelector('button') as HTMLButtonElement;
}

describe('«Скопировать токен»', () => {
  it('copies the erid and says «Токен скопирован» for 2 s', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async (_text: string) => {});
    const button = mount(writeText);
    expect(button.textContent).toBe('Скопировать токен');
    await act(async () => button.click());
    expect(writeText).toHaveBeenCalledWith('2VtzqxMakita1');
    expect(button.textContent).toBe('Токен скопирован');
    act(() => vi.advanceTimersByTime(TOKEN_COPIED_MS - 1));
    expect(button.textContent).toBe('Токен скопирован');
    act(() => vi.advanceTimersByTime(1));
    expect(button.textContent).toBe('Скопировать токен');
    expect(TOKEN_COPIED_MS).toBe(2000);
  });

  it('says nothing was copied when the clipboard refuses', async () => {
    const button = mount(() => Promise.reject(new Error('denied')));
    await act(async () => button.click());
    expect(button.textContent).toBe('Скопировать токен');
  });
});
