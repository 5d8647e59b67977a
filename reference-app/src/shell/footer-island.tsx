import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// The order status check is its own chunk, as from the header: loaded on the first click.
const OrderStatusModal = lazy(() =>
  import('../features/orders/order-status-modal').then((m) => ({ default: m.OrderStatusModal })),
);
// «Написать нам» likewise (§2.9, 632 px).
const WriteUsModal = lazy(() =>
  import('../features/forms/write-us-modal').then((m) => ({ default: m.WriteUsModal })),
);
const CallbackModal = lazy(() =>
  import('../features/forms/callback-modal').then((m) => ({ default: m.CallbackModal })),
);

/** The footer's HTML as the server rendered it, read once before hydration touches the page. */
let serverHtml: string | undefined;
const footerHtml = () => {
  serverHtml ??= document.querySelector('footer.footer')?.innerHTML ?? '';
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
  const [statusOpen, setStatusOpen] = useState(false);
  const [writeOpen, setWriteOpen] = useState(false);
  const [callbackOpen, setCallbackOpen] = useState(false);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const footer = ref.current;
    if (!footer) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      if (target.closest('.footer__status')) {
        setStatusOpen(true);
        return;
      }
      if (target.closest('.footer__write-us')) {
        setWriteOpen(true);
        return;
      }
      if (target.closest('.footer__callback')) {
        setCallbackOpen(true);
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
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {statusOpen && (
        <Suspense fallback={null}>
          <OrderStatusModal onClose={() => setStatusOpen(false)} />
        </Suspense>
      )}
      {writeOpen && (
        <Suspense fallback={null}>
          <WriteUsModal onClose={() => setWriteOpen(false)} />
        </Suspense>
      )}
      {callbackOpen && (
        <Suspense fallback={null}>
          <CallbackModal onClose={() => setCallbackOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
