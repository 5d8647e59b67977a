// The browser client's request pipeline, a chunk of its own that `deferredClient` loads (entry-client.tsx).
export { createClient } from '@verstak/sdk';
