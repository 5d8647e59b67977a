// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testRoot } from '../../app/test-root';
import { CookieNotice, countersOf } from './cookie-notice';

const root = testRoot();

const choices = () =>
  [...document.querySelectorAll<HTMLInputElement>('.cookie-notice__choice input')].map((box) => ({
    name: box.name || 'necessary',
    text: box.closest('label')?.textContent ?? '',
  }));
const buttons = () =>
  [...document.querySelectorAll('.cookie-notice__actions button')].map((b) => b.textContent);

describe('the cookie notice offers what the store has (§2.9, §7.7)', () => {
  it('names each category by the counters the store configured, and offers no category it has none of', () => {
    expect(countersOf({ metrica: 1, topMail: 2, mindbox: 'x' }, 'marketing')).toEqual([
      'Top.Mail.Ru',
      'рассылки Mindbox',
    ]);
    root.render(<CookieNotice config={{ metrica: 12345 }} onClose={() => undefined} />);
    expect(choices()).toEqual([
      { name: 'necessary', text: 'НеобходимыеРабота сайта; включены всегда.' },
      { name: 'analytics', text: 'АналитикаЯндекс Метрика: посещения и покупки без имени и контактов.' },
    ]);
    expect(buttons()).toEqual(['Принять все', 'Сохранить выбор']);
  });

  it('with every counter, both categories, each naming its own', () => {
    root.render(
      <CookieNotice
        config={{ metrica: 1, vkPixel: 'VK-RTRG-1', topMail: 2, mindbox: 'm', adNetwork: 3 }}
        onClose={() => undefined}
      />,
    );
    expect(choices().map((c) => c.text)).toEqual([
      'НеобходимыеРабота сайта; включены всегда.',
      'АналитикаЯндекс Метрика: посещения и покупки без имени и контактов.',
      'МаркетингПиксель VK, Top.Mail.Ru, рассылки Mindbox, рекламная сеть AdRiver: реклама и предложения.',
    ]);
  });

  it('a store with no counters says so, offers nothing to choose, and keeps no choice', () => {
    const onClose = vi.fn();
    root.render(<CookieNotice config={{}} onClose={onClose} />);
    expect(choices().map((c) => c.name)).toEqual(['necessary']);
    expect(document.querySelector('.cookie-notice p')?.textContent).toContain(
      'Счётчиков аналитики и рекламы на сайте нет',
    );
    expect(buttons()).toEqual(['Понятно']);
    act(() => (document.querySelector('.cookie-notice__actions button') as HTMLButtonElement).click());
    expect(onClose).toHaveBeenCalledOnce();
    expect(document.cookie).not.toContain('consent');
  });
});
