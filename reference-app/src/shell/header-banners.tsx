import { useVerstak } from '@verstak/react';
import { type BaseData, baseApi, headerBannerShownOn } from '@verstak/sdk';
import { type CSSProperties, useState } from 'react';
import { useLocation } from '../app/router';

/**
 * The strips above the header (§3 Header banner): those whose `showPages` / `excludedPages` take the
 * current page, each a link with its cross (when `crossUse`) in its mobile and desktop colours. A
 * close hides it at once, without a reload, and `POST /cookie/header-banner` remembers it: the API
 * leaves it out of every later page.
 */
export function HeaderBanners({ base }: { base: BaseData }) {
  const { client } = useVerstak();
  const [path] = useLocation();
  const [closed, setClosed] = useState<readonly number[]>([]);
  const shown = (base.headerBanners ?? []).filter(
    (b) => !closed.includes(b.id) && headerBannerShownOn(b, path),
  );
  if (shown.length === 0) return null;
  return (
    <aside className="header-banners" aria-label="Объявления магазина">
      {shown.map((banner) => (
        <div key={banner.id} className="header-banner">
          <a className="header-banner__link" href={banner.url}>
            {banner.text}
          </a>
          {banner.crossUse && (
            <button
              type="button"
              className="header-banner__close"
              aria-label="Закрыть"
              style={
                {
                  // Only #rgb or #rrggbb are stored (migration 024), and a custom property holds one value.
                  '--cross-mobile': banner.crossColorMobile,
                  '--cross-desktop': banner.crossColorDesktop,
                } as CSSProperties
              }
              onClick={() => {
                setClosed((ids) => [...ids, banner.id]);
                // Hidden already; a failed call only means it shows again on a later visit.
                void baseApi(client)
                  .closeHeaderBanner({ id: banner.id })
                  .catch(() => {});
              }}
            >
              ×
            </button>
          )}
        </div>
      ))}
    </aside>
  );
}
