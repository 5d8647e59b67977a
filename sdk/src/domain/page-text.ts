// A static page's text (issue 18) is stored and sent as structured blocks, never as HTML: the
// storefront renders each block as React elements, so nothing an editor types can become markup or
// script. Staff edit it as plain text in a small markup (below); the server parses it with this one
// rule and the editor prints the blocks back with it, so both sides agree.
//
//   ## Заголовок               a heading
//   - пункт списка             list items (consecutive lines)
//   1. шаг                     numbered list items
//   | ячейка | ячейка |        table rows; the first is the header, `|---|` lines are skipped
//   {{реквизиты}}              the company's legal details (store-company.ts), never retyped
//   [текст](/customer/delivery/)   a link inside a paragraph or a list item
//   anything else              paragraphs, separated by an empty line

/** A run of text, a link when it has `href`. */
export interface PageInline {
  text: string;
  href?: string | undefined;
}

/** One block of a static page. */
export type PageBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; inlines: PageInline[] }
  | { type: 'list'; ordered: boolean; items: PageInline[][] }
  | { type: 'table'; rows: string[][] }
  | { type: 'requisites' };

/** The marker of the requisites block. */
export const REQUISITES_MARKER = '{{реквизиты}}';

const LINK = /\[([^\]\n]{1,300})\]\(([^)\s]{1,500})\)/g;

/**
 * Whether `href` may be a link of a page: a path of this site (never `//host`), an https address, a
 * mail or phone link. Anything else (`javascript:`, `data:`, relative tricks) stays plain text.
 */
export function isSafeHref(href: string): boolean {
  // A control character or a backslash lets a browser read `/\evil` or `java\tscript:` another way.
  for (const c of href) if (c.charCodeAt(0) < 0x20 || c === '\u007f' || c === '\\') return false;
  if (href.startsWith('/')) return !href.startsWith('//');
  return /^(?:https:\/\/[a-z0-9.-]+(?:[/?#]|$)|mailto:[^@\s]+@[^@\s]+$|tel:\+?[0-9()\- ]{5,20}$)/i.test(href);
}

/** The runs of one line: text, and `[text](href)` links where `href` is safe. */
export function parseInlines(line: string): PageInline[] {
  const runs: PageInline[] = [];
  let at = 0;
  const push = (run: PageInline) => {
    const last = runs.at(-1);
    if (run.href === undefined && last && last.href === undefined) last.text += run.text;
    else if (run.text !== '') runs.push(run);
  };
  for (const m of line.matchAll(LINK)) {
    const [whole, text = '', href = ''] = m;
    push({ text: line.slice(at, m.index) });
    push(isSafeHref(href) ? { text, href } : { text });
    at = m.index + whole.length;
  }
  push({ text: line.slice(at) });
  return runs;
}

const tableCells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

/** The blocks of a page's text in the markup above. */
export function parsePageText(text: string): PageBlock[] {
  const blocks: PageBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', inlines: parseInlines(paragraph.join(' ')) });
    paragraph = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const last = blocks.at(-1);
    if (line === '') {
      endParagraph();
    } else if (line.startsWith('## ')) {
      endParagraph();
      blocks.push({ type: 'heading', text: line.slice(3).trim() });
    } else if (/^(?:- |\d{1,3}\. )/.test(line)) {
      endParagraph();
      const ordered = !line.startsWith('- ');
      const item = parseInlines(line.slice(line.indexOf(' ') + 1).trim());
      if (last?.type === 'list' && last.ordered === ordered) last.items.push(item);
      else blocks.push({ type: 'list', ordered, items: [item] });
    } else if (line.startsWith('|')) {
      endParagraph();
      const cells = tableCells(line);
      if (cells.every((c) => /^:?-{3,}:?$/.test(c))) continue;
      if (last?.type === 'table') last.rows.push(cells);
      else blocks.push({ type: 'table', rows: [cells] });
    } else if (line === REQUISITES_MARKER) {
      endParagraph();
      blocks.push({ type: 'requisites' });
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  return blocks;
}

const inlineText = (runs: readonly PageInline[]) =>
  runs.map((r) => (r.href === undefined ? r.text : `[${r.text}](${r.href})`)).join('');

/** The markup of `blocks`, as the editor shows it: `parsePageText(pageTextOf(b))` gives `b` back. */
export function pageTextOf(blocks: readonly PageBlock[]): string {
  return blocks
    .map((b) => {
      switch (b.type) {
        case 'heading':
          return `## ${b.text}`;
        case 'paragraph':
          return inlineText(b.inlines);
        case 'list':
          return b.items.map((item, i) => `${b.ordered ? `${i + 1}.` : '-'} ${inlineText(item)}`).join('\n');
        case 'table':
          return b.rows.map((row) => `| ${row.join(' | ')} |`).join('\n');
        default:
          return REQUISITES_MARKER;
      }
    })
    .join('\n\n');
}
