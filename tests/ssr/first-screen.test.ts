import { createApi, migrate, openDatabase, seed } from '@verstak/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefront } from '../../reference-app/src/server/index';

// Issue 16 §3, the part of a fast first screen that is in the bytes: every picture has its size (no
// layout shift when it arrives), the largest paint of the first screen is preloaded from the head
// and never lazy, what is below it is lazy, the app's code does not compete with the pictures, and
// no web font can shift the text. Lighthouse's timings themselves are `npm run bench`'s.

/** The attributes of a tag, as written (React writes `fetchPriority`, the head `fetchpriority`). */
function attributes(tag: string): Map<string, string> {
  return new Map(
    [...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [(m[1] ?? '').toLowerCase(), m[2] ?? '']),
  );
}

/** The page's `<img>` tags in document order, each with its attributes. */
function images(html: string): Map<string, string>[] {
  return [...html.matchAll(/<img\b[^>]*>/g)].map((m) => attributes(m[0]));
}

/** The head: everything before `<body>`. */
function headOf(html: string): string {
  return html.slice(0, html.indexOf('<body>'));
}

/** The image preloads of the head, in order. */
/** An attribute's value as the browser reads it (the markup escapes `&` as `&amp;` or `&#38;`). */
const decoded = (value: string | undefined) => value?.replace(/&amp;|&#38;/g, '&');

/** The head's high-priority image preloads, each as `href` and, for a picture with widths, `imagesrcset`. */
function preloadedImages(html: string): string[] {
  return [...headOf(html).matchAll(/<link rel="preload" as="image"[^>]*>/g)]
    .map((m) => attributes(m[0]))
    .filter((a) => a.get('fetchpriority') === 'high')
    .map((a) => `${decoded(a.get('href'))} ${decoded(a.get('imagesrcset')) ?? ''}`);
}

/** The inner HTML of the first element with `marker` in its opening tag, to the next `</section>`. */
function sectionWith(html: string, marker: string): string {
  const start = html.indexOf(marker);
  expect(start, marker).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</section>', start));
}

describe('the first screen of home, a section and a product, in the server-rendered HTML', () => {
  let db: Awaited<ReturnType<typeof openDatabase>>;
  let storefront: ReturnType<typeof createStorefront>;
  const page = async (path: string) => {
    const response = await storefront.fetch(new Request(`http://localhost:3000${path}`));
    expect(response.status, path).toBe(200);
    return response.text();
  };
  let home: string;
  let section: string;
  let product: string;

  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
    await seed(db, { products: 400 });
    const api = createApi({ db });
    storefront = createStorefront({
      apiBaseUrl: 'http://api.internal',
      apiFetch: async (request, bindings) => api.fetch(request, bindings),
    });
    home = await page('/');
    const links = [...home.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? '');
    const sectionPath = links.find((href) => /^\/catalog\/[a-z0-9-]+\/[a-z0-9-]+\/$/.test(href));
    const productPath = links.find((href) => /^\/product\/[a-z0-9-]+\/$/.test(href));
    section = await page(sectionPath ?? '/catalog/');
    product = await page(productPath ?? '/');
  });
  afterAll(async () => {
    await db?.close();
  });

  it('gives every picture its width and height, and a raster one AVIF/WebP sources and sizes', () => {
    for (const [name, html] of [
      ['home', home],
      ['section', section],
      ['product', product],
    ] as const) {
      const found = images(html);
      expect(found.length, name).toBeGreaterThan(0);
      for (const img of found) {
        const src = img.get('src') ?? '';
        expect(Number(img.get('width')), `${name}: ${src}`).toBeGreaterThan(0);
        expect(Number(img.get('height')), `${name}: ${src}`).toBeGreaterThan(0);
        // The store's pictures are SVG drawings (sharp at any size); a photo would need its variants.
        if (!/\.svg(\?|$)/.test(src)) {
          expect(img.get('srcset') ?? '', `${name}: ${src}`).toMatch(/\.(avif|webp)\b/);
          expect(img.get('sizes'), `${name}: ${src}`).toBeDefined();
        }
      }
    }
  });

  it('preloads the largest paint of the first screen from the head, and never loads it lazily', () => {
    const firstHit = images(sectionWith(home, 'aria-labelledby="hits"'))[0];
    const firstSlide = images(sectionWith(home, 'class="slides"'))[0];
    const firstCard = images(section.slice(section.indexOf('class="grid"')))[0];
    const gallery = images(product).find((img) => img.get('class') === 'gallery__main');
    for (const [name, html, img] of [
      ['home (a phone: the first hit)', home, firstHit],
      ['home (a desktop: the first slide)', home, firstSlide],
      ['section', section, firstCard],
      ['product', product, gallery],
    ] as const) {
      expect(img, name).toBeDefined();
      // The same picture at the same widths (the `<img srcset>`), so the preload is the request the image makes.
      expect(preloadedImages(html), name).toContain(
        `${decoded(img?.get('src'))} ${decoded(img?.get('srcset')) ?? ''}`,
      );
      expect(img?.get('fetchpriority'), name).toBe('high');
      expect(img?.get('loading'), name).not.toBe('lazy');
    }
  });

  it('loads lazily what is below the first screen', () => {
    const below = [
      ...images(sectionWith(home, 'aria-labelledby="novelties"')),
      ...images(sectionWith(home, 'aria-labelledby="brands"')),
      ...images(section.slice(section.indexOf('class="grid"'))).slice(2),
      ...images(product).filter((img) => img.get('class') !== 'gallery__main'),
    ];
    expect(below.length).toBeGreaterThan(10);
    for (const img of below) expect(img.get('loading'), img.get('src')).toBe('lazy');
  });

  it("fetches the app's code only once the first screen has loaded, through the nonce'd loader", () => {
    // Lighthouse counts a script requested before the largest paint as delaying it: none is in the head.
    expect(headOf(home)).not.toMatch(/<script\b[^>]*\bsrc=|<link rel="modulepreload"/);
    const loader =
      /<script nonce="([^"]+)" data-entry="([^"]+)" data-preload="([^"]*)" data-first="([^"]*)">([^<]*)<\/script>/.exec(
        home,
      );
    expect(loader, 'the build (npm run build) is needed for this test').not.toBeNull();
    const [, nonce, entry, preload, first, code] = loader ?? [];
    expect(home).toContain(`window.dataLayer=window.dataLayer||[];`);
    expect(entry).toMatch(/^\/assets\/entry-client-[\w-]+\.js$/);
    // The home page's own chunk comes beside the entry rather than after it.
    expect(preload?.split(' ')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/assets\/home-page-/)]),
    );
    expect(code).toContain("addEventListener('load'");
    // React's chunk is evaluated on its own before the entry (two shorter tasks rather than one long
    // one), and fetched beside it.
    expect(first?.split(' ')).toEqual([expect.stringMatching(/^\/assets\/react-[\w-]+\.js$/)]);
    expect(preload?.split(' ')).toEqual(expect.arrayContaining(first?.split(' ') ?? []));
    // The state and the loader carry the same per-response nonce, and no other script is on the page.
    const scripts = [...home.matchAll(/<script\b[^>]*>/g)].map((m) => attributes(m[0]));
    expect(scripts.map((a) => a.get('nonce'))).toEqual([nonce, nonce]);
  });

  it('inlines its stylesheets, each named for the code loader, and links none that would block the render', () => {
    const head = headOf(home);
    const inlined = [...head.matchAll(/<style data-href="([^"]+)"/g)].map((m) => m[1]);
    expect(inlined.length, 'the build (npm run build) is needed for this test').toBeGreaterThan(0);
    expect(head).not.toMatch(/<link rel="stylesheet"/);
  });

  it('uses no web font, so no font request delays the text and no swap shifts it', () => {
    const styles = [...headOf(home).matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
    expect(styles.length, 'the build (npm run build) is needed for this test').toBeGreaterThan(0);
    // A face added here must come with a preload in the head and a size-adjusted local fallback.
    expect(styles.match(/@font-face/g) ?? [], 'a web font (see issue 16 §3)').toEqual([]);
    expect(styles).toMatch(/font-family:\s*system-ui/);
  });
});
