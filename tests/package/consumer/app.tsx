// The React bindings as a consumer's app type-checks them: one provider value per client, and the
// hooks' snapshots typed from the SDK's stores.
import { createVerstak, useBasket, useVerstak, VerstakProvider } from '@verstak/react';
import { createClient } from '@verstak/sdk';

const verstak = createVerstak(createClient({ baseUrl: 'https://shop.example' }));

export function App() {
  return (
    <VerstakProvider value={verstak}>
      <BasketCount />
    </VerstakProvider>
  );
}

function BasketCount() {
  const { basket } = useBasket();
  const { client } = useVerstak();
  return <span title={client.getCity() ?? ''}>{basket?.itemsTotal ?? 0}</span>;
}
