import { useEffect } from 'react';

/**
 * Marks the document (`<html data-hydrated>`) once the app has hydrated. The page is painted from the
 * server's HTML before its code arrives, and a click on that HTML does nothing: tests and tools wait
 * for this mark before they act, instead of guessing how long the code takes.
 */
export function useMarkHydrated(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}
