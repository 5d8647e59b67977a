import type { BaseData, HeaderBanner } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { perDatabase } from '../db/per-database';

/** The header banners (§2.7), once per database. */
export const headerBannersOf = perDatabase(async (db: Db): Promise<HeaderBanner[]> => {
  const banners = await db.query<{
    id: number;
    url: string;
    text: string;
    show_pages: string[];
    excluded_pages: string[];
    cross_use: boolean;
    cross_color_mobile: string;
    cross_color_desktop: string;
  }>('SELECT * FROM header_banners ORDER BY id');
  return banners.map((b) => ({
    id: b.id,
    url: b.url,
    text: b.text,
    showPages: b.show_pages,
    excludedPages: b.excluded_pages,
    crossUse: b.cross_use,
    crossColorMobile: b.cross_color_mobile,
    crossColorDesktop: b.cross_color_desktop,
  }));
});

/**
 * `base` without the banners a visitor closed (`POST /cookie/header-banner`): the same object when
 * nothing is closed or no banners were asked for, so a shared answer stays shared.
 */
export function withoutClosedBanners(base: BaseData, closed: readonly number[]): BaseData {
  if (closed.length === 0 || !base.headerBanners) return base;
  const shown = base.headerBanners.filter((b) => !closed.includes(b.id));
  return shown.length === base.headerBanners.length ? base : { ...base, headerBanners: shown };
}
