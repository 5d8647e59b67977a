import { type CityKind, type Client, citiesApi } from '@verstak/sdk';
import type { Io } from '../io';
import { listJson } from '../list-json';
import { table } from '../table';

/** `verstak city list`: the cities, pickup cities first. */
export async function cityList(
  client: Client,
  options: { kind?: CityKind; json?: boolean },
  io: Io,
): Promise<void> {
  const { items } = await citiesApi(client).list(options.kind ? { kind: options.kind } : {});
  if (options.json) {
    io.out(listJson(items));
    return;
  }
  io.out(
    table(items, [
      { title: 'name', value: (c) => c.name },
      { title: 'subdomain', value: (c) => c.subdomain },
      { title: 'locationId', value: (c) => c.locationId },
      { title: 'phone', value: (c) => c.phoneNumber },
      { title: 'kind', value: (c) => c.kind },
    ]),
  );
}
