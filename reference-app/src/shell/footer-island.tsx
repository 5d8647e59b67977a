import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { FooterModalKind } from './footer-modal';

// The footer's modals (the order status check, «Написать нам», «Обратный звонок») are one chunk,
// loaded on the first click.
const FooterModal = lazy(() => import('./footer-modal').then((m) => ({ default: m.FooterModal })));

/** The footer's buttons and the modal each opens. */
const OPENERS: ReadonlyArray<readonly [string, FooterModalKind]> = [
  ['.footer__status', 'status'],
  ['.footer__write-us', 'write-us'],
  ['.footer__callback', 'callback'],
];

/**
 * The footer's HTML as the server rendered it, read once before hydration touches the page. One object
 * for good: React 19 sets innerHTML again whenever this prop is a new object, and that would put new
 * nodes in place of the button that opened a modal (its focus lost on close, §2.9).
 */
let serverHtml: { __html: string } | undefined;
const footerHtml = () => {
  serverHtml ??= { __html: document.querySelector('footer.footer')?.innerHTML ?? '' };
  return serverHtml;
};

/**
 * The footer on the client (§1): the server's DOM kept as it is, without the footer's code in the
 * first load. What it shows (links, phones, the city's schedule, ©) only changes with the city, and
 * the city only changes through a page load, so React never has to render it again. Its
 * interactions are delegated here: a link group opens on a phone (one at a time, as `Footer` did),
 * «Статус заказа» opens the status check, «Написать нам» and «Обратный звонок» their modals.
 */
export function FooterIsland() {
  const [html] = useState(footerHtml);
  const [open, setOpen] = useState<FooterModalKind | null>(null);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const footer = ref.current;
    if (!footer) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      const opener = OPENERS.find(([selector]) => target.closest(selector));
      if (opener) {
        setOpen(opener[1]);
        return;
      }
      const toggle = target.closest<HTMLButtonElement>('.footer__title button');
      const group = toggle?.closest('.footer__group');
      if (!toggle || !group) return;
      const opening = !group.classList.contains('is-open');
      for (const other of footer.querySelectorAll('.footer__group.is-open')) {
        other.classList.remove('is-open');
        other.querySelector('.footer__title button')?.setAttribute('aria-expanded', 'false');
      }
      group.classList.toggle('is-open', opening);
      toggle.setAttribute('aria-expanded', String(opening));
    };
    footer.addEventListener('click', onClick);
    return () => footer.removeEventListener('click', onClick);
  }, []);
  return (
    <>
      <footer
        ref={ref}
        className="footer"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own render of this footer, read back from the page.
        dangerouslySetInnerHTML={html}
      />
      {open && (
        <Suspense fallback={null}>
          <FooterModal kind={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
