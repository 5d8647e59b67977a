import type { AnalyticsSender } from './create-analytics';
import type { EcommerceProduct } from './ecommerce-event';
import type { TrackerPage } from './tracker-page';

/** The marketing tracker's (Mindbox's) script. */
export const MINDBOX_SCRIPT = 'https://api.mindbox.ru/scripts/v1/tracker.js';

/** A product as the tool takes it: by the site's own id, without the region's suffix (`101@76` → `101`). */
const item = (p: EcommerceProduct) => ({
  product: { ids: { website: String(p.id).split('@')[0] } },
  price: p.price,
});

/**
 * The marketing tracker (§7.7, Mindbox): a product viewed, added or removed goes to its public
 * operations. Its registration operation takes a secret key and is never called from here: the store's
 * server sends it (see the server's marketing registration). Ready once its script has run.
 */
export function mindboxSender(endpointId: string, page: TrackerPage): AnalyticsSender {
  const g = page.global;
  if (typeof g.mindbox !== 'function') {
    const mindbox = (...args: unknown[]) => {
      mindbox.queue.push(args);
    };
    mindbox.queue = [] as unknown[];
    g.mindbox = mindbox;
  }
  g.mindbox('create', { endpointId });
  let loaded = false;
  page.loadScript(MINDBOX_SCRIPT).then(
    () => {
      loaded = true;
    },
    () => undefined,
  );
  const operation = (name: string, data: unknown) => g.mindbox('async', { operation: name, data });
  return {
    ready: () => loaded,
    send(event) {
      const first = 'products' in event ? event.products[0] : undefined;
      if (!first) return;
      if (event.type === 'detail') operation('Website.ViewProduct', { viewProduct: item(first) });
      else if (event.type === 'add')
        operation('Website.AddToCart', { addProductToList: { ...item(first), count: first.quantity ?? 1 } });
      else if (event.type === 'remove')
        operation('Website.RemoveFromCart', {
          removeProductFromList: { ...item(first), count: first.quantity ?? 1 },
        });
    },
  };
}
