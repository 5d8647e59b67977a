// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Modal } from './modal';

// A card skips its layout and paint off screen (`content-visibility: auto`), and the containment that
// takes would shut a fixed modal inside its box: a modal opened from it renders into <body>, and is
// still a modal of the page (the rest inert, Escape, focus back to its opener).

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** A product card whose button opens a modal, as the quick view does. */
function Card() {
  const [open, setOpen] = useState(false);
  return (
    <article className="card">
      <button type="button" onClick={() => setOpen(true)}>
        Быстрый просмотр
      </button>
      {open && (
        <Modal title="Быстрый просмотр: Дрель" width={778} onClose={() => setOpen(false)}>
          <button type="button">В корзину</button>
        </Modal>
      )}
    </article>
  );
}

function mount() {
  const host = document.createElement('div');
  host.id = 'root';
  document.body.append(host);
  root = createRoot(host);
  act(() => root?.render(<Card />));
  return host;
}

describe('Modal', () => {
  it('opened from a card renders into <body>, outside the card, and locks the page behind it', () => {
    const host = mount();
    const opener = host.querySelector('button') as HTMLButtonElement;
    opener.focus();
    act(() => opener.click());

    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.getAttribute('aria-label')).toBe('Быстрый просмотр: Дрель');
    expect(host.contains(dialog)).toBe(false);
    expect(dialog.closest('.modal')?.parentElement).toBe(document.body);
    // The page behind is inert; the modal's own content takes the focus.
    expect(host.hasAttribute('inert')).toBe(true);
    expect(document.activeElement?.textContent).toBe('В корзину');
  });

  it('gives the focus to its first control that can take it, past a disabled one (the cookie notice)', () => {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    act(() =>
      root?.render(
        <Modal title="Файлы cookie" width={600} onClose={() => undefined}>
          <input type="checkbox" checked disabled readOnly aria-label="Необходимые" />
          <button type="button" disabled>
            Занято
          </button>
          <input type="checkbox" aria-label="Аналитика" />
        </Modal>,
      ),
    );
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Аналитика');
  });

  it('with nothing else to focus, gives the focus to its close button', () => {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    act(() =>
      root?.render(
        <Modal title="Реклама" width={480} onClose={() => undefined}>
          <p>Рекламодатель: ООО «Макита»</p>
        </Modal>,
      ),
    );
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Закрыть');
  });

  it('closes on Escape: gone from <body>, the page live again, the focus back on its opener', () => {
    const host = mount();
    const opener = host.querySelector('button') as HTMLButtonElement;
    opener.focus();
    act(() => opener.click());
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });

    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.querySelector('.modal')).toBeNull();
    expect(host.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('a click inside the portalled modal reaches its handlers, and its close button closes it', () => {
    const host = mount();
    act(() => (host.querySelector('button') as HTMLButtonElement).click());
    const close = document.querySelector('.modal__close') as HTMLButtonElement;
    expect(close.getAttribute('aria-label')).toBe('Закрыть');
    act(() => close.click());
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('with two open, Escape closes the top one alone (a city prompt over the cookie notice)', () => {
    function Two() {
      const [notice, setNotice] = useState(true);
      const [city, setCity] = useState(true);
      return (
        <>
          {notice && (
            <Modal title="Cookie" width={600} onClose={() => setNotice(false)}>
              <button type="button">Принять все</button>
            </Modal>
          )}
          {city && (
            <Modal title="Ваш город" width={632} onClose={() => setCity(false)}>
              <button type="button">Да, верно</button>
            </Modal>
          )}
        </>
      );
    }
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    act(() => root?.render(<Two />));
    const pressEscape = () =>
      act(() => {
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      });
    pressEscape();
    expect(
      [...document.querySelectorAll('[role="dialog"]')].map((d) => d.getAttribute('aria-label')),
    ).toEqual(['Cookie']);
    pressEscape();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
