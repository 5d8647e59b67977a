// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { type CopyDocument, copyNamesSource, listenForCopies, withSource } from './copy-source';

describe('the copy-source rule (§2.10, §6)', () => {
  it('applies under catalog, tag, sale, brands, product, otzyvy and stati, nowhere else', () => {
    for (const path of [
      '/catalog/dreli/',
      '/tag/akkumulyatornye/',
      '/sale/',
      '/brands/makita/',
      '/product/drel-makita-hp1630/',
      '/otzyvy/',
      '/stati/kak-vybrat-drel/',
    ])
      expect(copyNamesSource(path, []), path).toBe(true);
    for (const path of ['/', '/search/', '/promo/', '/personal/', '/catalogue/', '/shops/', '/productx/'])
      expect(copyNamesSource(path, []), path).toBe(false);
  });

  it('spares the staff groups content-managers, administrators, page-tags and operator, not a B2B buyer', () => {
    for (const group of ['content-managers', 'administrators', 'page-tags', 'operator'])
      expect(copyNamesSource('/catalog/', ['b2b', group]), group).toBe(false);
    expect(copyNamesSource('/catalog/', ['b2b'])).toBe(true);
  });

  it('appends the source to the text and, as an escaped link, to the HTML', () => {
    const copied = withSource('Дрель', '<b>Дрель</b>', 'http://localhost:3000/product/a"<b>/');
    expect(copied.text).toBe('Дрель\n\nИсточник: http://localhost:3000/product/a"<b>/');
    expect(copied.html).toBe(
      '<b>Дрель</b><br><br>Источник: <a href="http://localhost:3000/product/a&quot;&lt;b&gt;/">http://localhost:3000/product/a&quot;&lt;b&gt;/</a>',
    );
  });
});

describe('the copy listener', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    document.body.innerHTML = '';
  });

  /** A copy of the text of `selector` on `path`, by a user of `groups`: what went to the clipboard. */
  function copy(path: string, groups: string[], selector = 'p') {
    let listener: ((event: ClipboardEvent) => void) | undefined;
    const doc: CopyDocument = {
      addEventListener: (_type, l) => {
        listener = l;
      },
      removeEventListener: () => {
        listener = undefined;
      },
      getSelection: () => document.getSelection(),
      location: new URL(`http://localhost:3000${path}?page=2`) as unknown as Location,
      createElement: (tag) => document.createElement(tag),
    };
    stop = listenForCopies(doc, () => groups);
    const target = document.querySelector(selector) as Element;
    const range = document.createRange();
    range.selectNodeContents(target);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
    const data = new Map<string, string>();
    let prevented = false;
    listener?.({
      target,
      clipboardData: { setData: (type: string, value: string) => data.set(type, value) },
      preventDefault: () => {
        prevented = true;
      },
    } as unknown as ClipboardEvent);
    return { data, prevented };
  }

  it('writes the selection with the page address (no query) in both flavours on a product page', () => {
    document.body.innerHTML = '<p>Мощная <b>дрель</b></p>';
    const { data, prevented } = copy('/product/drel/', []);
    expect(prevented).toBe(true);
    expect(data.get('text/plain')).toBe('Мощная дрель\n\nИсточник: http://localhost:3000/product/drel/');
    expect(data.get('text/html')).toContain('<b>дрель</b>');
    expect(data.get('text/html')).toContain('<a href="http://localhost:3000/product/drel/">');
  });

  it('leaves a copy alone for staff, on other pages and inside a field', () => {
    document.body.innerHTML = '<p>Мощная дрель</p><textarea>промокод</textarea>';
    expect(copy('/product/drel/', ['content-managers']).prevented).toBe(false);
    expect(copy('/personal/', []).prevented).toBe(false);
    expect(copy('/product/drel/', [], 'textarea').prevented).toBe(false);
  });
});
