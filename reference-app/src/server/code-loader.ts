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
 *
 * The entry's static imports (React's chunk, which initialises react-dom as it is evaluated:
 * app/react-first.ts) are evaluated first, each by a script of its own, and the entry after a yield:
 * all at once they were one task of ~90 ms CPU at Lighthouse's 4× slowdown (blocking ~40 ms of
 * Total Blocking Time); apart, two of ~45 ms, under the 50 ms that counts as blocking. The entry and
 * the route's chunks are fetched meanwhile (modulepreload), so the split costs no round trip.
 */
const LOADER =
  "(s=>{const d=s.dataset,list=(v)=>(v||'').split(' ').filter(Boolean),go=()=>setTimeout(()=>{" +
  'for(const href of [d.entry,...list(d.preload)]){' +
  "const l=document.createElement('link');l.rel='modulepreload';l.href=href;document.head.append(l)}" +
  "const run=([src,...rest])=>{const e=document.createElement('script');e.type='module';e.src=src;" +
  'if(rest.length)e.onload=()=>setTimeout(()=>run(rest));document.head.append(e)};' +
  'run([...list(d.first),d.entry])});' +
  "document.readyState==='complete'?go():addEventListener('load',go,{once:true})})(document.currentScript)";

/**
 * The loader's tag: `entry` is the client entry's URL, `preload` the chunks it will import at once,
 * `first` the chunks the entry imports statically (React), each evaluated in a task of its own before
 * the entry is.
 */
export function codeLoaderTag(
  entry: string,
  preload: readonly string[],
  nonce: string,
  first: readonly string[] = [],
): string {
  return `<script nonce="${nonce}" data-entry="${entry}" data-preload="${preload.join(' ')}" data-first="${first.join(' ')}">${LOADER}</script>`;
}
