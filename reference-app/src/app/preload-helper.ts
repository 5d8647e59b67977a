/**
 * The client build's stand-in for Vite's preload helper (chunkPreloads in build-plugins.ts): every
 * lazy `import()` of the client goes through it. Vite's own helper, and the list of every lazily
 * loaded chunk's dependencies that it reads, were 2 KB gzip of the shared entry (issue 16). Here a
 * call passes only the stylesheets its chunk needs; which chunks the imported chunk imports in turn
 * comes from `<entry>.deps.json`, which the build writes beside the entry and which is fetched on the
 * first lazy import (the basket's code, right after hydration), so a navigation's chunks are requested
 * together, not one level of imports after another. The imported chunk is read from the import
 * itself: the build writes every lazy import as `() => import("./file.js")`, beside the entry.
 *
 * A stylesheet is awaited (the page must not render unstyled) unless the page already has it (as a
 * link, or inlined by the server as `<style data-href>`); a failed one fails the import, as with
 * Vite's helper. Scripts are only preloaded: a failed preload is the import's own business.
 */

/** The chunks each lazily imported chunk imports (files as `assets/x.js`), from the build. */
type Dependencies = Record<string, readonly string[]>;

/** The file a lazy import of the build imports: `() => import("./x.js")`. */
const IMPORTED = /import\(\s*[`'"](\.\/[^`'"]+)/;

/** The preload helper of the client whose entry is at `entryUrl` (its chunks are beside it). */
export function createPreloader(entryUrl: string) {
  /** Every link added, by URL: a stylesheet's until it has loaded (a second import waits for it too). */
  const requested = new Map<string, Promise<void> | undefined>();
  let dependencies: Dependencies | undefined;
  let fetching: Promise<void> | undefined;
  /** Files are named from the site's root (`assets/x.js`), as the entry is. */
  const root = new URL('../', entryUrl);

  /** Adds a `<link>` for `href` once; a stylesheet's promise settles when it has loaded. */
  function link(href: string, stylesheet: boolean): Promise<void> | undefined {
    if (requested.has(href)) return requested.get(href);
    requested.set(href, undefined);
    const path = new URL(href).pathname;
    if (document.querySelector(`link[href="${path}"],link[href="${href}"],style[data-href="${path}"]`))
      return undefined;
    const element = document.createElement('link');
    element.rel = stylesheet ? 'stylesheet' : 'modulepreload';
    element.href = href;
    const loaded = stylesheet
      ? new Promise<void>((resolve, reject) => {
          element.onload = () => {
            requested.set(href, undefined);
            resolve();
          };
          element.onerror = () => {
            // The next import that needs it tries again.
            requested.delete(href);
            element.remove();
            reject(new Error(`Unable to preload CSS for ${href}`));
          };
        })
      : undefined;
    requested.set(href, loaded);
    document.head.append(element);
    return loaded;
  }

  /** Preloads the chunks that `file` (`assets/x.js`) imports, once the build's list of them is in. */
  function preloadImportsOf(file: string): void {
    const preload = () => {
      for (const dep of dependencies?.[file] ?? []) link(new URL(dep, root).href, false);
    };
    if (dependencies) {
      preload();
      return;
    }
    fetching ??= fetch(entryUrl.replace(/\.js$/, '.deps.json'))
      .then((answer) => (answer.ok ? (answer.json() as Promise<Dependencies>) : {}))
      .catch(() => ({}))
      .then((list) => {
        dependencies = list;
      });
    void fetching.then(preload);
  }

  /**
   * Imports `load`'s module once the stylesheets `files` are in (Vite passes those its chunks need);
   * the chunks that module imports preload meanwhile.
   */
  return <T>(load: () => Promise<T>, files?: readonly string[]): Promise<T> => {
    const imported = IMPORTED.exec(String(load))?.[1];
    if (imported) preloadImportsOf(new URL(imported, entryUrl).href.slice(root.href.length));
    const styles: Promise<void>[] = [];
    for (const file of files ?? []) {
      const loaded = link(new URL(file, root).href, true);
      if (loaded) styles.push(loaded);
    }
    return styles.length === 0 ? load() : Promise.all(styles).then(load);
  };
}

/** What Vite's build calls, by this name, for every lazy import of the client. */
export const __vitePreload = /* @__PURE__ */ createPreloader(import.meta.url);
