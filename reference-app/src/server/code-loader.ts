/**
 * The inline script that fetches the app's code once the page has loaded (the first screen's
 * pictures included), rather than from a `<script src>` in the head. The page is whole from the
 * server, so nothing is lost by waiting; and Lighthouse's simulation counts every script whose
 * request started before the largest paint as delaying it, so an entry requested early (on
 * localhost it often arrives before the first paint) made LCP swing from 1.0 to 2.6 s.
 *
 * The same text on every page; the entry and the route's chunks are in its data attributes, so a
 * test reads them without running it. The created script and links are same-origin, which the page's
 * CSP (`script-src 'self' 'nonce-…'`) allows; the inline script itself carries the response's nonce.
 * Until it runs the page is inert HTML: tests wait for `<html data-hydrated>` (app/mark-hydrated.ts).
 */
const LOADER =
  '(s=>{const go=()=>setTimeout(()=>{' +
  "for(const href of (s.dataset.preload||'').split(' ').filter(Boolean)){" +
  "const l=document.createElement('link');l.rel='modulepreload';l.href=href;document.head.append(l)}" +
  "const e=document.createElement('script');e.type='module';e.src=s.dataset.entry;document.head.append(e)});" +
  "document.readyState==='complete'?go():addEventListener('load',go,{once:true})})(document.currentScript)";

/** The loader's tag: `entry` is the client entry's URL, `preload` the chunks it will import at once. */
export function codeLoaderTag(entry: string, preload: readonly string[], nonce: string): string {
  return `<script nonce="${nonce}" data-entry="${entry}" data-preload="${preload.join(' ')}">${LOADER}</script>`;
}
