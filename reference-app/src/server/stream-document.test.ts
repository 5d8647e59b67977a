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
});
