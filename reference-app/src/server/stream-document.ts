import type { ReactNode } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';

/** The parts of a page's document around the app's markup. */
export interface DocumentParts {
  /** From the doctype to the root element's opening tag: the head, its preloads and styles. */
  head: string;
  /** After the root element: the inlined state and the scripts. */
  tail: string;
  /** The response's CSP nonce: React's own inline scripts (streamed Suspense content) carry it. */
  nonce: string;
}

/** What to do when the app's shell cannot render, after the head has left: the error screen's parts. */
export type ShellFailure = (error: unknown) => Promise<{ app: ReactNode; tail: string }>;

const encoder = new TextEncoder();

/**
 * The page as a stream: the head leaves at once (the browser starts on the styles and the LCP
 * image), then React's streamed render of `app`, then the tail. The status and headers were decided
 * before (the loader's outcome, §8). Should the app itself fail to render after the head has left,
 * `failed` renders the error screen in its place. `done` receives the whole document once sent.
 */
export function streamDocument(
  parts: DocumentParts,
  app: ReactNode,
  failed: ShellFailure,
  done?: (html: string) => void,
): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const sent: Uint8Array[] = [];
      const send = (chunk: Uint8Array) => {
        controller.enqueue(chunk);
        if (done) sent.push(chunk);
      };
      send(encoder.encode(parts.head));
      let tail = parts.tail;
      try {
        const body = await renderToReadableStream(app, { nonce: parts.nonce, onError: () => {} });
        const reader = body.getReader();
        for (let read = await reader.read(); !read.done; read = await reader.read()) send(read.value);
      } catch (error) {
        const fallback = await failed(error);
        send(encoder.encode(renderToString(fallback.app)));
        tail = fallback.tail;
        done = undefined;
      }
      send(encoder.encode(tail));
      controller.close();
      if (done) done(Buffer.concat(sent).toString('utf8'));
    },
  });
}
