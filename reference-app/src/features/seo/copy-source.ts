// The copy-source rule (§2.10, §6): text copied from a catalogue, tag, sale, brand, product, review
// or article page takes its address along, in the plain-text and the HTML flavours alike. Staff
// copy freely. One `copy` listener; the entry loads it on the first selection (entry-client.tsx).

/** The pages whose copied text names its source (§2.10). */
const SOURCE_PAGES = /^\/(?:catalog|tag|sale|brands|product|otzyvy|stati)\//;

/** The staff groups the rule spares (§6). */
export const COPY_FREE_GROUPS: readonly string[] = [
  'content-managers',
  'administrators',
  'page-tags',
  'operator',
];

/** Whether text copied on `pathname` by a user of `groups` takes its source along. */
export function copyNamesSource(pathname: string, groups: readonly string[]): boolean {
  return SOURCE_PAGES.test(pathname) && !groups.some((g) => COPY_FREE_GROUPS.includes(g));
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

/** The copied text and markup with the source after them: «Источник: {address}», as text and as a link. */
export function withSource(text: string, html: string, href: string): { text: string; html: string } {
  const link = escapeHtml(href);
  return {
    text: `${text}\n\nИсточник: ${href}`,
    html: `${html}<br><br>Источник: <a href="${link}">${link}</a>`,
  };
}

/** The part of a document the copy listener reads: its selection and where it is. */
export interface CopyDocument {
  addEventListener(type: 'copy', listener: (event: ClipboardEvent) => void): void;
  removeEventListener(type: 'copy', listener: (event: ClipboardEvent) => void): void;
  getSelection(): Selection | null;
  location: Location | null;
  createElement(tag: 'div'): HTMLDivElement;
}

/**
 * Listens for copies on `doc` and, where the rule applies to the current page and `groups()`, writes
 * the selection with its source to the clipboard. A copy inside a field (a promo code, a form) is left
 * as it is. Returns the function that stops listening.
 */
export function listenForCopies(doc: CopyDocument, groups: () => readonly string[]): () => void {
  const onCopy = (event: ClipboardEvent) => {
    const selection = doc.getSelection();
    const location = doc.location;
    const target = event.target as Element | null;
    if (!selection || selection.isCollapsed || !location || !event.clipboardData) return;
    if (target?.closest?.('input, textarea, [contenteditable="true"]')) return;
    if (!copyNamesSource(location.pathname, groups())) return;
    const text = selection.toString();
    if (!text.trim()) return;
    const holder = doc.createElement('div');
    for (let i = 0; i < selection.rangeCount; i++) holder.append(selection.getRangeAt(i).cloneContents());
    const copied = withSource(text, holder.innerHTML, `${location.origin}${location.pathname}`);
    event.clipboardData.setData('text/plain', copied.text);
    event.clipboardData.setData('text/html', copied.html);
    event.preventDefault();
  };
  doc.addEventListener('copy', onCopy);
  return () => doc.removeEventListener('copy', onCopy);
}
