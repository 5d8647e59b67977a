// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPreloader } from './preload-helper';

const ENTRY = 'http://shop.test/assets/entry-client-AAAA.js';
const DEPENDENCIES = {
  'assets/cart-page-BBBB.js': ['assets/breadcrumbs-CCCC.js', 'assets/use-cart-DDDD.js'],
  'assets/login-modal-EEEE.js': ['assets/form-FFFF.js'],
};

/** A lazy import as the build writes it: `() => import("./file")`, answering `module`. */
function lazyImport<T>(file: string, module: T): () => Promise<T> {
  const load = () => Promise.resolve(module);
  load.toString = () => `()=>import(\`./${file}\`)`;
  return load;
}

/** The links the helper adds: kept off the document, whose loading the tests play themselves. */
let added: HTMLLinkElement[] = [];
const links = (rel: string) => added.filter((l) => l.rel === rel).map((l) => l.getAttribute('href'));
/** The stylesheet link's `load` or `error`, as the browser would fire it. */
const settleStylesheet = (type: 'load' | 'error') =>
  added
    .filter((l) => l.rel === 'stylesheet')
    .at(-1)
    ?.dispatchEvent(new Event(type));

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  document.head.innerHTML = '';
  added = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    added.push(...(nodes as HTMLLinkElement[]));
  });
  fetchMock = vi.fn(async () => new Response(JSON.stringify(DEPENDENCIES)));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the client build’s preload helper', () => {
  it('preloads the chunks an imported chunk imports, from the list beside the entry, fetched once', async () => {
    const preload = createPreloader(ENTRY);
    await expect(preload(lazyImport('cart-page-BBBB.js', { Page: 'cart' }))).resolves.toEqual({
      Page: 'cart',
    });
    await vi.waitFor(() =>
      expect(links('modulepreload')).toEqual([
        'http://shop.test/assets/breadcrumbs-CCCC.js',
        'http://shop.test/assets/use-cart-DDDD.js',
      ]),
    );
    expect(fetchMock).toHaveBeenCalledWith('http://shop.test/assets/entry-client-AAAA.deps.json');

    // Once the list is in, the next import's chunks are preloaded at once, and nothing twice.
    await preload(lazyImport('login-modal-EEEE.js', {}));
    await preload(lazyImport('cart-page-BBBB.js', {}));
    expect(links('modulepreload')).toHaveLength(3);
    expect(links('modulepreload')[2]).toBe('http://shop.test/assets/form-FFFF.js');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('imports the chunk even when the list cannot be had', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const preload = createPreloader(ENTRY);
    await expect(preload(lazyImport('cart-page-BBBB.js', 'cart'))).resolves.toBe('cart');
    await expect(preload(lazyImport('login-modal-EEEE.js', 'modal'))).resolves.toBe('modal');
    expect(links('modulepreload')).toEqual([]);
  });

  it('imports only once the chunk’s stylesheet has loaded, and a second import waits for the same one', async () => {
    const preload = createPreloader(ENTRY);
    const load = vi.fn(async () => 'cart');
    const first = preload(lazyImport('cart-page-BBBB.js', 'cart'), ['assets/commerce-GGGG.css']);
    const second = preload(load, ['assets/commerce-GGGG.css']);
    expect(links('stylesheet')).toEqual(['http://shop.test/assets/commerce-GGGG.css']);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    settleStylesheet('load');
    await expect(first).resolves.toBe('cart');
    await expect(second).resolves.toBe('cart');
    // Loaded: a later import needs no new link and does not wait.
    await expect(preload(async () => 'again', ['assets/commerce-GGGG.css'])).resolves.toBe('again');
    expect(links('stylesheet')).toHaveLength(1);
  });

  it('does not link a stylesheet the server inlined, nor wait for it', async () => {
    document.head.innerHTML = '<style data-href="/assets/commerce-GGGG.css">.x{}</style>';
    const preload = createPreloader(ENTRY);
    await expect(preload(async () => 'cart', ['assets/commerce-GGGG.css'])).resolves.toBe('cart');
    expect(links('stylesheet')).toEqual([]);
  });

  it('fails the import when its stylesheet fails, and tries the stylesheet again on the next import', async () => {
    const preload = createPreloader(ENTRY);
    const load = vi.fn(async () => 'cart');
    const failed = preload(load, ['assets/commerce-GGGG.css']);
    settleStylesheet('error');
    await expect(failed).rejects.toThrow(
      'Unable to preload CSS for http://shop.test/assets/commerce-GGGG.css',
    );
    expect(load).not.toHaveBeenCalled();

    const retried = preload(load, ['assets/commerce-GGGG.css']);
    expect(links('stylesheet')).toEqual([
      'http://shop.test/assets/commerce-GGGG.css',
      'http://shop.test/assets/commerce-GGGG.css',
    ]);
    settleStylesheet('load');
    await expect(retried).resolves.toBe('cart');
  });
});
