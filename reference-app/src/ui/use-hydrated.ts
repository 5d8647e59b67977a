import { useEffect, useState } from 'react';

/**
 * False on the server and during hydration, true once the page is live in the browser: for a part
 * the server leaves out (one in its own chunk, below the fold), so it is not half-rendered there and
 * hydration matches the server's HTML.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
