import { describe, expect, it } from 'vitest';
import { isSafeHref, pageTextOf, parsePageText } from './page-text';

describe('the static pages’ text markup', () => {
  it('reads headings, paragraphs, lists, tables, the requisites and links', () => {
    const blocks = parsePageText(
      [
        '## Доставка',
        'Курьер приедет',
        'в выбранный интервал. [Адреса](/shops/)',
        '',
        '- раз',
        '- [два](/customer/oplata/)',
        '1. шаг',
        '2. второй',
        '| Куда | Цена |',
        '|---|---|',
        '| Москва | 390 ₽ |',
        '{{реквизиты}}',
      ].join('\r\n'),
    );
    expect(blocks).toEqual([
      { type: 'heading', text: 'Доставка' },
      {
        type: 'paragraph',
        inlines: [{ text: 'Курьер приедет в выбранный интервал. ' }, { text: 'Адреса', href: '/shops/' }],
      },
      {
        type: 'list',
        ordered: false,
        items: [[{ text: 'раз' }], [{ text: 'два', href: '/customer/oplata/' }]],
      },
      { type: 'list', ordered: true, items: [[{ text: 'шаг' }], [{ text: 'второй' }]] },
      {
        type: 'table',
        rows: [
          ['Куда', 'Цена'],
          ['Москва', '390 ₽'],
        ],
      },
      { type: 'requisites' },
    ]);
    expect(parsePageText(pageTextOf(blocks))).toEqual(blocks);
  });

  it('keeps only safe link targets; the rest stay text', () => {
    for (const href of [
      '/customer/',
      'https://rutube.ru/x',
      'mailto:help@verstak.example',
      'tel:+78007003636',
    ])
      expect(isSafeHref(href), href).toBe(true);
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '//evil.example/',
      '/\\evil.example',
      'data:text/html,<b>',
      'http://plain.example/',
      'vbscript:x',
      '/a\u0000b',
    ])
      expect(isSafeHref(href), href).toBe(false);
    expect(parsePageText('[x](javascript:alert(1))')).toEqual([
      { type: 'paragraph', inlines: [{ text: 'x)' }] },
    ]);
  });
});
