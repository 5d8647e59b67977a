// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { linkPrefetcher } from './link-prefetch';

/** A browser whose `navigator.connection` says `connection`. */
const onConnection = (connection?: { saveData?: boolean; effectiveType?: string }) =>
  connection === undefined ? {} : { connection };

describe('link prefetch (§2.10)', () => {
  it.each([
    ['4g', { effectiveType: '4g' }],
    ['3g', { effectiveType: '3g' }],
    ['a browser without the Network Information API', undefined],
  ])('fetches a link’s page code ahead on %s', (_name, connection) => {
    const load = vi.fn();
    linkPrefetcher(load, onConnection(connection))('/catalog/?page=2');
    expect(load).toHaveBeenCalledWith('/catalog/');
  });

  it.each([
    ['slow 2g', { effectiveType: 'slow-2g' }],
    ['2g', { effectiveType: '2g' }],
    ['data saver on a fast connection', { effectiveType: '4g', saveData: true }],
  ])('skips it on %s', (_name, connection) => {
    const load = vi.fn();
    linkPrefetcher(load, onConnection(connection))('/catalog/');
    expect(load).not.toHaveBeenCalled();
  });

  it('reads the connection at each hover: data saver turned on later stops it', () => {
    const load = vi.fn();
    const nav = { connection: { effectiveType: '4g', saveData: false } };
    const prefetch = linkPrefetcher(load, nav);
    prefetch('/brands/');
    nav.connection.saveData = true;
    prefetch('/sale/');
    expect(load.mock.calls).toEqual([['/brands/']]);
  });

  it('fetches a page once, and never another site’s', () => {
    const load = vi.fn();
    const prefetch = linkPrefetcher(load, {});
    prefetch('/brands/');
    prefetch('/brands/?page=2');
    prefetch('https://elsewhere.example/brands/');
    expect(load.mock.calls).toEqual([['/brands/']]);
  });
});
