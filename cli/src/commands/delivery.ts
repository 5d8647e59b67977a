import { type Client, ordersApi } from '@verstak/sdk';
import type { Io } from '../io';
import { listJson } from '../list-json';
import { money } from '../money';
import { table } from '../table';

/**
 * `verstak delivery windows [--city]`: the days and windows a courier can bring the session's basket
 * in the city, written as `checkout --courier --date … --time …` takes them.
 */
export async function deliveryWindows(client: Client, options: { json?: boolean }, io: Io): Promise<void> {
  const { courier } = await ordersApi(client).deliveries({});
  const items = courier.dates.flatMap(({ date, windows }) =>
    windows.map((w) => ({ date, time: `${w.from} - ${w.to}` })),
  );
  if (options.json) {
    io.out(
      listJson(items, items.length, {
        available: courier.available,
        price: courier.price,
        freeFrom: courier.freeFrom,
      }),
    );
    return;
  }
  if (!courier.available || items.length === 0) {
    io.out('No courier delivery for this basket in this city: try verstak shops for pickup');
    return;
  }
  io.out(
    table(items, [
      { title: 'date', value: (w) => w.date },
      { title: 'time', value: (w) => w.time },
    ]),
  );
  io.out(
    `Delivery ${courier.price > 0 ? money(courier.price) : 'free'}${courier.freeFrom > 0 ? `, free from ${money(courier.freeFrom)}` : ''}. Book with: verstak checkout --courier --address … --date <date> --time "<time>" …`,
  );
}
