// Loaded on its own, after the page (entry-client.tsx): the first load does not carry the sender.
export { dataLayerAdapter } from '@verstak/sdk';
