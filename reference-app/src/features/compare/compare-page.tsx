import { useCompare, useVerstak } from '@verstak/react';
import type { CompareProperty, ProductCard } from '@verstak/sdk';
import { useId, useState } from 'react';
import type { PageProps } from '../../app/define-route';
import { Link, useLocation } from '../../app/router';
import { Icon } from '../../ui/icons';
import { sectionHref } from '../../ui/listing/section-query';
import { SectionTabs } from '../../ui/listing/section-tabs';
import { PersonalOrGuestLayout } from '../../ui/personal-or-guest-layout';
import { AddToBasketButton } from '../../ui/product/add-to-basket-button';
import { Price } from '../../ui/product/price';
import { useImpressions } from '../../ui/product/use-impressions';
import { TableScroll } from '../../ui/table-scroll';
import type { compareRoute } from './compare.route';

/**
 * The codes of the properties that differ among the products shown: worked out here rather than taken
 * from the server's flag, which still counts a product removed on this page (§4.5 removes it locally).
 */
function differingCodes(
  properties: readonly CompareProperty[],
  products: readonly ProductCard[],
): Set<string> {
  const codes = new Set<string>();
  for (const property of properties)
    if (new Set(products.map((p) => property.values[String(p.id)] ?? '—')).size > 1) codes.add(property.code);
  return codes;
}

function PropertyRows({
  title,
  properties,
  products,
  differing,
  onlyDiffs,
}: {
  title: string;
  properties: readonly CompareProperty[];
  products: readonly ProductCard[];
  differing: ReadonlySet<string>;
  onlyDiffs: boolean;
}) {
  const shown = onlyDiffs ? properties.filter((p) => differing.has(p.code)) : properties;
  if (shown.length === 0) return null;
  return (
    <tbody>
      <tr className="compare__group">
        <th scope="rowgroup" colSpan={products.length + 1}>
          {title}
        </th>
      </tr>
      {shown.map((p) => (
        <tr key={p.code} className={differing.has(p.code) ? 'is-different' : undefined}>
          <th scope="row">{p.title}</th>
          {products.map((product) => (
            <td key={product.id}>{p.values[String(product.id)] ?? '—'}</td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}

/**
 * The comparison (§4.5): section tabs, the active section's products side by side with their
 * important and additional properties («Только отличия» keeps the differing ones), and removal of a
 * product, a section or everything, by the page logic of §4.5.
 */
export function Page({ data }: PageProps<typeof compareRoute>) {
  const { stores } = useVerstak();
  const [location] = useLocation();
  const state = useCompare((s) => s.listing) ?? data;
  const busy = useCompare((s) => s.listingStatus === 'loading');
  const [onlyDiffs, setOnlyDiffs] = useState(false);
  const diffsId = useId();
  const products = Object.values(state.products.items);
  useImpressions(products, 'Сравнение');
  const ignore = () => undefined;
  const removeProduct = (id: number) => void stores.compare.removeProduct(id).catch(ignore);
  const removeSection = (id: number) => void stores.compare.removeSection(id).catch(ignore);
  const clear = () => void stores.compare.clear().catch(ignore);

  const path = location === '/compare/' ? '/compare/' : '/personal/compare/';
  const active = state.sections.find((s) => s.id === state.activeSectionId) ?? null;
  const differing = differingCodes([...state.properties.important, ...state.properties.additional], products);
  return (
    <PersonalOrGuestLayout title="Сравнение товаров" sidebar={data.sidebar} breadcrumbs={data.breadcrumbs}>
      {products.length === 0 ? (
        <div className="empty-list">
          <p>В сравнении пока нет товаров. Нажмите «В сравнение» на карточке товара.</p>
          <Link href="/catalog/" className="button button--orange">
            Перейти в каталог
          </Link>
        </div>
      ) : (
        <div className="lists" aria-busy={busy}>
          <SectionTabs
            label="Разделы сравнения"
            sections={state.sections}
            activeId={state.activeSectionId}
            hrefOf={(id) => sectionHref(path, id)}
          />
          <div className="lists__bar">
            <label className="check" htmlFor={diffsId}>
              <input
                id={diffsId}
                type="checkbox"
                checked={onlyDiffs}
                onChange={(e) => setOnlyDiffs(e.currentTarget.checked)}
              />{' '}
              Только отличия
            </label>
            <span className="lists__buttons">
              {active && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => removeSection(active.id)}
                  disabled={busy}
                >
                  Удалить раздел
                </button>
              )}
              <button type="button" className="link-button" onClick={clear} disabled={busy}>
                Очистить сравнение
              </button>
            </span>
          </div>
          <TableScroll label="Таблица сравнения">
            <table className="table compare">
              <caption className="visually-hidden">Сравнение: {active?.title ?? 'товары'}</caption>
              <thead>
                <tr>
                  <td className="compare__corner" />
                  {products.map((p) => (
                    <th key={p.id} scope="col" className="compare__product">
                      <button
                        type="button"
                        className="compare__remove"
                        aria-label={`Удалить из сравнения: ${p.title}`}
                        title="Удалить"
                        onClick={() => removeProduct(p.id)}
                        disabled={busy}
                      >
                        <Icon name="close" />
                      </button>
                      <img src={p.previewPicture} alt="" width="120" height="120" loading="lazy" />
                      <Link href={p.url} className="compare__title">
                        {p.title}
                      </Link>
                      <Price price={p.priceCurrent} />
                      <AddToBasketButton product={p} size="small" />
                    </th>
                  ))}
                </tr>
              </thead>
              <PropertyRows
                title="Основные характеристики"
                properties={state.properties.important}
                products={products}
                differing={differing}
                onlyDiffs={onlyDiffs}
              />
              <PropertyRows
                title="Дополнительные характеристики"
                properties={state.properties.additional}
                products={products}
                differing={differing}
                onlyDiffs={onlyDiffs}
              />
            </table>
          </TableScroll>
          {/* «Только отличия» with nothing that differs would leave the table's head alone, unexplained. */}
          {onlyDiffs && differing.size === 0 && (
            <p className="muted">
              {products.length > 1
                ? 'Характеристики этих товаров совпадают.'
                : 'В разделе один товар — сравнивать не с чем.'}
            </p>
          )}
        </div>
      )}
    </PersonalOrGuestLayout>
  );
}
