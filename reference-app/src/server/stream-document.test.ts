import { createElement, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { streamDocument } from './stream-document';

const parts = { head: '<html><body><div id="root">', tail: '</div></body></html>', nonce: 'N' };
const failed = async () => ({ app: createElement('p', null, 'error'), tail: parts.tail });

function Broken(): never {
  throw new Error('a bug in one part of the page');
}

/** Reads the whole stream, as the browser would. */
const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe('streamDocument', () => {
  it('hands the whole document to `done` once sent', async () => {
    const done = vi.fn();
    const html = await read(streamDocument(parts, createElement('p', null, 'page'), failed, done));
    expect(done).toHaveBeenCalledWith(html);
    expect(html).toContain('<p>page</p>');
  });

  it('keeps nothing of a page whose Suspense part failed on the server (sent as its fallback), and says so', async () => {
    const done = vi.fn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = createElement(
      Suspense,
      { fallback: createElement('i', null, 'later') },
      createElement(Broken),
    );
    const html = await read(streamDocument(parts, app, failed, done));
    expect(html).toContain('<i>later</i>');
    expect(done).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('stops quietly when the reader goes away after the head: nothing kept, nothing logged as failed', async () => {
    const done = vi.fn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const rendered = vi.fn(async () => ({ app: createElement('p', null, 'error'), tail: parts.tail }));
    const items = Array.from({ length: 2000 }, (_, i) => createElement('li', { key: i }, `item ${i}`));
    const reader = streamDocument(parts, createElement('ul', null, items), rendered, done).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe(parts.head);
    await reader.cancel('the browser closed the tab');
    // The render is let run to where it would have sent more; nothing throws, nothing is logged.
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(rendered).not.toHaveBeenCalled();
    expect(done).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('puts the error screen in place of a page whose shell failed after the head had left', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = await read(streamDocument(parts, createElement(Broken), failed));
    expect(html).toBe(`${parts.head}<p>error</p>${parts.tail}`);
    logged.mockRestore();
  });

  it('sends the fallback with a link home, and no scripts, when the error screen fails too (§2.8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const brokenScreen = async () => ({
      app: createElement(Broken),
      tail: '</div><script>hydrate()</script>',
    });
    const unloadable = async () => {
      throw new TypeError('error page chunk missing');
    };
    for (const screen of [brokenScreen, unloadable]) {
      const html = await read(streamDocument(parts, createElement(Broken), screen));
      expect(html).toContain('<p>An error occurred while showing the error page</p>');
      expect(html).toContain('<a href="/">На главную</a>');
      expect(html).not.toContain('<script');
      expect(html).not.toContain('a bug in one part of the page');
      expect(html.endsWith('</html>')).toBe(true);
    }
    logged.mockRestore();
  });
});
