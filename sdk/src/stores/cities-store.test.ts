import { describe, expect, it, vi } from 'vitest';
import type { City } from '../api/api-types';
import { createClient } from '../http/create-client';
import { createCitiesStore } from './cities-store';

const yaroslavl: City = {
  id: 2,
  locationId: '0000073034',
  coordinates: [57.6261, 39.8845],
  name: 'Ярославль',
  subdomain: 'yar',
  kind: 'pickup',
  isDefault: false,
  code: 'yar',
  regionCode: '76',
  trackerCode: 'yar',
  suggest: null,
  subdomainNameIm: 'Ярославль',
  subdomainNamePr: 'в Ярославле',
  phoneText: '+7 (4852) 00-00-00',
  phoneNumber: '+74852000000',
  phoneFooterText: '+7 (4852) 00-00-00',
  phoneFooterNumber: '+74852000000',
  schedule: 'Пн–Вс 9:00–21:00',
  dateUpdate: 'v4-2025-8',
};

const offline = () =>
  createClient({
    baseUrl: 'http://api.test',
    fetch: () => Promise.reject(new Error('no network in this test')),
  });

describe('the cities store (§4.3)', () => {
  it('starts with no city, unconfirmed, unless given an initial state', () => {
    expect(createCitiesStore().getSnapshot()).toEqual({ current: null, confirmed: false });
    expect(createCitiesStore({ initial: { current: yaroslavl, confirmed: true } }).getSnapshot()).toEqual({
      current: yaroslavl,
      confirmed: true,
    });
  });

  it('makes a city current and sends its locationId as currentCity from then on (§7.1)', () => {
    const client = offline();
    const changed = vi.fn();
    client.events.on('cityChanged', changed);
    const store = createCitiesStore({ client });
    store.setCurrent(yaroslavl);
    expect(store.getSnapshot().current).toBe(yaroslavl);
    expect(client.getCity()).toBe('0000073034');
    expect(changed).toHaveBeenCalledWith('0000073034');
  });

  it('marks the city confirmed and notifies subscribers only on a real change', () => {
    const store = createCitiesStore();
    const listener = vi.fn();
    const before = store.getSnapshot();
    store.subscribe(listener);
    store.setConfirmed(false);
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(before);
    store.setConfirmed(true);
    expect(listener).toHaveBeenCalledOnce();
    expect(store.getSnapshot().confirmed).toBe(true);
  });

  it('works without a client, for a server render that only reads it', () => {
    const store = createCitiesStore();
    store.setCurrent(yaroslavl);
    expect(store.getSnapshot().current?.name).toBe('Ярославль');
  });
});
