import { useFavorites, useVerstak } from '@verstak/react';
import { plural } from '@verstak/sdk';
import { useEffect } from 'react';
import type { PageProps } from '../../app/define-route';
import { Link } from '../../app/router';
import { Pagination } from '../../ui/listing/pagination';
import { sectionHref } from '../../ui/listing/section-query';
import { SectionTabs } from '../../ui/listing/section-tabs';
import { PersonalOrGuestLayout } from '../../ui/personal-or-guest-layout';
import { ProductCard } from '../../ui/product/product-card';
import { useImpressions } from '../../ui/product/use-impressions';
import { FAVORITES_PAGE_SIZE, type personalFavoritesRoute } from './personal-favorites.route';

const PATH = '/personal/favorites/';

/**
 * The favourites (§4.6): the sections with their counts, the active section's products paged; a
 * product (its card's toggle), a section or the whole list can be removed.
 */
export function Page({ data }: PageProps<typeof personalFavoritesRoute>) {
  const { stores } = useVerstak();
  const list = useFavorites((s) => s.listing) ?? data;
  const ids = useFavorites((s) => s.productIds);
  const busy = useFavorites((s) => s.listingStatus === 'loading');
  useImpressions(list.products.items, 'Избранное');

  // A card's toggle (or another tab) took a shown product out: this page of the section comes again,
  // the page before when it emptied, the first section when the section did.
  const gone = list.products.items.some((p) => !ids.includes(p.id));
  useEffect(() => {
    if (!gone) return;
    const { page } = list.pagination;
    const left = list.products.items.filter((p) => ids.includes(p.id)).length;
    const section = list.sections.find((s) => s.id === list.activeSectionId);
    const sectionLeft = section ? section.count - (list.products.items.length - left) : 0;
    const query =
      sectionLeft > 0 && list.activeSectionId !== null
        ? { sectionId: list.activeSectionId, page: left > 0 ? page : Math.max(1, page - 1) }
        : {};
    stores.favorites.loadListing({ ...query, count: FAVORITES_PAGE_SIZE }).catch(() => undefined);
  }, [gone, ids, list, stores]);

  const removeSection = (id: number) => void stores.favorites.removeSection(id).catch(() => undefined);
  const clear = () => void stores.favorites.clear().catch(() => undefined);

  const active = list.sections.find((s) => s.id === list.activeSectionId) ?? null;
  return (
    <PersonalOrGuestLayout title="Избранное" sidebar={data.sidebar} breadcrumbs={data.breadcrumbs}>
      {list.count === 0 ? (
        <div className="empty-list">
          <p>В избранном пока ничего нет. Нажмите ♡ на карточке товара, чтобы сохранить его здесь.</p>
          <Link href="/catalog/" className="button button--orange">
            Перейти в каталог
          </Link>
        </div>
      ) : (
        <div className="lists" aria-busy={busy}>
          <div className="lists__bar">
            <p className="muted">
              {list.count} {plural(list.count, ['товар', 'товара', 'товаров'])} в избранном
            </p>
            <button type="button" className="link-button" onClick={clear} disabled={busy}>
              Очистить избранное
            </button>
          </div>
          <SectionTabs
            label="Разделы избранного"
            sections={list.sections}
            activeId={list.activeSectionId}
            hrefOf={(id) => sectionHref(PATH, id)}
          />
          {active && (
            <div className="lists__bar">
              <h2 className="lists__section">{active.title}</h2>
              <button
                type="button"
                className="link-button"
                onClick={() => removeSection(active.id)}
                disabled={busy}
              >
                Удалить раздел
              </button>
            </div>
          )}
          <div className="grid">
            {list.products.items.map((p, i) => (
              <ProductCard key={p.id} product={p} priority={i < 4 ? 'eager' : 'lazy'} list="Избранное" />
            ))}
          </div>
          {list.pagination.pageCount > 1 && (
            <Pagination
              page={list.pagination.page}
              count={list.pagination.pageCount}
              hrefOf={(page) => sectionHref(PATH, list.activeSectionId, page)}
            />
          )}
        </div>
      )}
    </PersonalOrGuestLayout>
  );
}
