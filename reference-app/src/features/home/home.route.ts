import { homeApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { headOfPage } from '../../app/head';
import { PICTURE_SIZES, pictureSources } from '../../ui/picture-sources';
import { storeJsonLd } from './store-json-ld';

/** Home (spec §2.1). */
export const homeRoute = defineRoute({
  name: 'home',
  status: 200,
  match: (pathname) => (pathname === '/' ? {} : null),
  loader: ({ client }) => homeApi(client).main(),
  page: () => import('./home-page'),
  // The largest paint of the first screen: the first slide on a desktop, the first hit's picture on a
  // phone (the slides there are a row of narrow cards, the hits two wide ones).
  head: (data) => ({
    ...headOfPage(data),
    preloadImages: [
      ...data.slides.slice(0, 1).map((s) => pictureSources(s.picture, PICTURE_SIZES.slide)),
      ...data.hits.slice(0, 1).map((p) => pictureSources(p.previewPicture)),
    ],
    structuredData: storeJsonLd,
  }),
});
