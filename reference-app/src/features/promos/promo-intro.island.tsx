import { lazy } from 'react';

const load = () => import('./promo-intro');
// Asked for as the page's code runs in a browser (on the server this file is the real module).
if (typeof window !== 'undefined') void load().catch(() => undefined);

/**
 * A promotion's own part (banner, dates, countdown, text, rules), loaded after the page: the server
 * renders the real one in place (build-plugins.ts serverIslands), and hydration keeps that HTML until
 * this code has come; the countdown ticks from then on.
 */
export const PromoIntro = lazy(() => load().then((m) => ({ default: m.PromoIntro })));
