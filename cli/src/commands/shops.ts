import { type Client, ordersApi } from '@verstak/sdk';
import type { PickupPoint } from '@verstak/sdk/contract';
import type { Io } from '../io';
import { listJson } from '../list-json';
import { table } from '../table';

/**
 * `verstak shops [--city]`: the pickup points of the city, with whether each holds every line of the
 * session's basket and when it is ready there; the id is what `checkout --pickup` takes.
 */
export async function shopList(client: Client, options: { json?: boolean }, io: Io): Promise<void> {
  const { pickup } = await ordersApi(client).deliveries({});
  const items = pickup.points.map((p: PickupPoint) => ({
    id: p.shopId,
    name: p.name,
    address: p.address,
    schedule: p.schedule,
    coordinates: p.coordinates,
    holdsBasket: p.available,
    missing: p.missing,
    readyDate: p.readyDate,
  }));
  if (options.json) {
    io.out(listJson(items));
    return;
  }
  if (items.length === 0) {
    io.out('No pickup points in this city: try another --city (verstak city list --kind pickup)');
    return;
  }
  io.out(
    table(items, [
      { title: 'id', value: (s) => String(s.id), right: true },
      { title: 'name', value: (s) => s.name },
      { title: 'address', value: (s) => s.address },
      { title: 'schedule', value: (s) => s.schedule },
      {
        title: 'basket',
        value: (s) => (s.holdsBasket ? `ready ${s.readyDate}` : `lacks ${s.missing.join(', ')}`),
      },
    ]),
  );
  io.out('Pick up with: verstak checkout --pickup <id> …');
}
