import type { City } from '@verstak/sdk';
import { lazy, Suspense, useEffect, useState } from 'react';

// The city modals are their own chunk, never in the first load: an unconfirmed visitor's browser
// asks for it after hydration (the confirm modal opens 200 ms after loading has finished); anyone
// else's on a click on the header's city.
const code = () => import('../features/cities/city-modals');
const CityModals = lazy(() => code().then((m) => ({ default: m.CityModals })));

/** Which city modal is open. */
export type CityModal = 'confirm' | 'select' | null;
let show: ((modal: CityModal) => void) | undefined;

/** Opens the select-city modal (the header's city, on a phone and on a desktop). */
export const openCitySelect = () => show?.('select');

/** The city's modals (§4.3, §2.9): confirm-city by itself while the city is unconfirmed, select-city on demand. */
export function CityHost({ city }: { city: City | undefined }) {
  const [open, setOpen] = useState<CityModal>(null);
  useEffect(() => {
    show = setOpen;
    if (!document.cookie.includes('cityConfirmed='))
      void code().then((m) => m.confirmWhenLoaded(() => setOpen('confirm')));
  }, []);
  return open && city ? (
    <Suspense fallback={null}>
      <CityModals open={open} city={city} onOpen={setOpen} />
    </Suspense>
  ) : null;
}
