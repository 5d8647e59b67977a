// React and react-dom, initialised when React's own chunk is evaluated (this module is in it:
// vite.config.ts) rather than on their first use inside the entry's evaluation. The page's loader
// (server/code-loader.ts) evaluates that chunk in a task of its own and the entry after a yield, so
// the two halves of the first load's script each block the main thread for about half as long.
// The entry takes hydrateRoot from here, so the build keeps the import and its place.
export { hydrateRoot } from 'react-dom/client';
