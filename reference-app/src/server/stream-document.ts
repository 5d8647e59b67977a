import type { ReactNode } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { ERROR_FALLBACK_HTML } from '../app/error-fallback';

/** The end of a document whose error screen failed too: no state and no scripts to hydrate a page that is not there. */
const FALLBACK_TAIL = '</div>\n</body>\n</html>';

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
 * `failed` renders the error screen in its place, and should that fail too, the fallback message of §2.8. `done` receives the whole document once sent, and
 * only a whole one: a part inside a Suspense boundary that failed on the server is sent as its
 * fallback for the browser to render, and such a page is not the page to keep for the next guest.
 * A reader that goes away (the browser closed the tab, the proxy dropped the connection) cancels the
 * stream: React's render stops, nothing more is sent, nothing is kept, and nothing is logged as failed.
 */
export function streamDocument(
  parts: DocumentParts,
  app: ReactNode,
  failed: ShellFailure,
  done?: (html: string) => void,
): ReadableStream<Uint8Array> {
  let cancelled = false;
  let body: ReadableStreamDefaultReader<Uint8Array> | undefined;
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const sent: Uint8Array[] = [];
      const send = (chunk: Uint8Array) => {
        if (cancelled) return;
        controller.enqueue(chunk);
        if (done) sent.push(chunk);
      };
      send(encoder.encode(parts.head));
      let tail = parts.tail;
      try {
        const rendered = await renderToReadableStream(app, {
          nonce: parts.nonce,
          onError: (error) => {
            // A boundary's failure is otherwise silent: the page still answers 200 with its fallback.
            console.error('A part of the page failed to render on the server:', error);
            done = undefined;
          },
        });
        body = rendered.getReader();
        if (cancelled) await body.cancel();
        for (let read = await body.read(); !read.done && !cancelled; read = await body.read())
          send(read.value);
      } catch (error) {
        if (cancelled) return;
        done = undefined;
        try {
          const fallback = await failed(error);
          const html = renderToString(fallback.app);
          send(encoder.encode(html));
          tail = fallback.tail;
        } catch (fallbackError) {
          // The error screen failed as well (§2.8): the fallback message and a link home, nothing more.
          console.error('The error page failed to render too:', fallbackError);
          if (cancelled) return;
          send(encoder.encode(ERROR_FALLBACK_HTML));
          tail = FALLBACK_TAIL;
        }
      }
      if (cancelled) return;
      send(encoder.encode(tail));
      controller.close();
      if (done) done(Buffer.concat(sent).toString('utf8'));
    },
    cancel(reason) {
      cancelled = true;
      done = undefined;
      body?.cancel(reason).catch(() => {});
    },
  });
}
