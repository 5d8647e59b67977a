// The contract's catalogue of shoppers' messages (every error code's Russian sentence) is its own
// chunk: a form needs it only after a failed call, so no page pays for it on first load.
export { shopperMessage } from '@verstak/sdk';
