// What wouter's `use-sync-external-store/shim` import resolves to in our builds (vite.config.ts):
// React 19 has the hook, so the shim's fallback for React 17 is dead weight in every page's entry.
export { useSyncExternalStore } from 'react';
