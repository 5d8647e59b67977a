import type { BaseData } from '@verstak/sdk';
import type { ComponentType } from 'react';

/** The header banners' component as the server renders it: imported, not lazy. */
type Banners = ComponentType<{ base: BaseData }>;

let serverBanners: Banners | undefined;

/**
 * Gives the server's renderer the header banners to render at once. The server imports them itself
 * (`server/render-page.tsx`), so the browser's entry never does and they stay their own chunk there;
 * a lazy component would make the server's first render after a start stream them in later instead.
 */
export function renderHeaderBannersWith(component: Banners): void {
  serverBanners = component;
}

/** The header banners' component the server was given, if any. */
export function serverHeaderBanners(): Banners | undefined {
  return serverBanners;
}
