import { lazy, Suspense, useState } from 'react';
import type { BonusCard } from './barcode-modal';

// The modal and its encoders (EAN-13, the QR code) are a chunk of their own, loaded on the first click.
const BarcodeModal = lazy(() => import('./barcode-modal').then((m) => ({ default: m.BarcodeModal })));

/** «Показать штрихкод»: opens the bonus card's barcode modal (§2.9 barcode). */
export function BonusCardButton({ card }: { card: BonusCard }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        Показать штрихкод
      </button>
      {open && (
        <Suspense fallback={null}>
          <BarcodeModal card={card} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
