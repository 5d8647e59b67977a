import { useCompareToggle, useFavoriteToggle } from '@verstak/react';
import { BREAKPOINT } from '@verstak/sdk';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Icon } from '../icons';
import type { Tip } from './toggle-tip';

// The favourites-limit modal is its own chunk: it shows only to a shopper with 99 favourites.
const FavoritesLimitModal = lazy(() =>
  import('./favorites-limit-modal').then((m) => ({ default: m.FavoritesLimitModal })),
);

/** The product a toggle acts on: its id and price (the favourite event's data, §3). */
export interface ToggleProduct {
  id: number;
  price: number;
}

/** Each toggle's icon; the tooltip's texts are in its own chunk (toggle-tip.tsx). */
const ICONS = { favorites: 'heart', compare: 'compare' } as const;

type Kind = keyof typeof ICONS;

/** The tooltip is its own chunk: it shows only after a click, and its code is fetched on that click. */
const loadTip = () => import('./toggle-tip');
const ToggleTip = lazy(() => loadTip().then((m) => ({ default: m.ToggleTip })));

/** Whether the viewport is a phone's (§9: desktop from 569 px). */
const isMobile = () => typeof window !== 'undefined' && window.innerWidth <= BREAKPOINT;

function ToggleView({
  kind,
  look,
  active,
  busy,
  title,
  tip,
  onClick,
}: {
  kind: Kind;
  look: 'icon' | 'button';
  active: boolean;
  busy: boolean;
  title: string;
  tip: Tip;
  onClick: () => void;
}) {
  return (
    <span className={`list-toggle list-toggle--${look}`}>
      <button
        type="button"
        className={`list-toggle__button${active ? ' is-active' : ''}${look === 'button' ? ' button button--light' : ''}`}
        title={title}
        aria-label={look === 'icon' ? title : undefined}
        aria-pressed={active}
        aria-busy={busy}
        data-kind={kind}
        onClick={() => {
          void loadTip();
          onClick();
        }}
      >
        <Icon name={ICONS[kind]} />
        {look === 'button' && <span>{title}</span>}
      </button>
      <output className="toggle-tip">
        {tip && (
          <Suspense fallback={null}>
            <ToggleTip kind={kind} tip={tip} />
          </Suspense>
        )}
      </output>
    </span>
  );
}

/** Memoises a tip by its content, so «hidden» compares equal until the next alert. */
function useTip(next: Tip): Tip {
  const [tip, setTip] = useState<Tip>(next);
  const key = next === null ? '' : next.type === 'added' ? 'added' : `refused:${next.message}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new tip when its content changes
  useEffect(() => setTip(next), [key]);
  return tip;
}

/**
 * The favourites toggle (§2.10, §4.4): «В избранное» / «В избранном»; after an add its tooltip links to
 * /personal/favorites/ (3 s); a refused add says «Превышен лимит (99)» (3.5 s) and opens the
 * favourites-limit modal. Clicks are ignored while a request runs (the SDK's toggle).
 */
export function FavoriteToggle({
  product,
  look = 'icon',
}: {
  product: ToggleProduct;
  look?: 'icon' | 'button';
}) {
  const toggle = useFavoriteToggle(product.id);
  const [limitOpen, setLimitOpen] = useState(false);
  const limit = toggle.limitMessage;
  const tip = useTip(
    toggle.tooltip ? { type: 'added' } : limit !== null ? { type: 'refused', message: limit } : null,
  );
  return (
    <>
      <ToggleView
        kind="favorites"
        look={look}
        active={toggle.active}
        busy={toggle.busy}
        title={toggle.title}
        tip={tip}
        // The click's own answer opens the modal, not the alert's message: a second refusal while the
        // first one's alert still shows (3.5 s) carries the same message, and must open it again.
        onClick={() =>
          void toggle.toggle({ price: product.price }).then((outcome) => {
            if (outcome.kind === 'refused' && outcome.reason === 'limit') setLimitOpen(true);
          })
        }
      />
      {limitOpen && (
        <Suspense fallback={null}>
          <FavoritesLimitModal onClose={() => setLimitOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The compare toggle (§2.10, §4.5): «В сравнение» / «В сравнении»; after an add its tooltip links to
 * /personal/compare/ (3 s, 5 s on a phone); a refused add shows why («Превышен лимит (99)») for 3.5 s
 * (5.5 s on a phone).
 */
export function CompareToggle({
  product,
  look = 'icon',
  onRemoved,
}: {
  product: ToggleProduct;
  look?: 'icon' | 'button';
  onRemoved?: (id: number) => void;
}) {
  // Read as the card renders, not kept in state: it only picks the alert's length, never what is shown.
  const toggle = useCompareToggle(product.id, { isMobile: isMobile(), ...(onRemoved ? { onRemoved } : {}) });
  const tip = useTip(
    toggle.alert
      ? toggle.limitMessage !== null
        ? { type: 'refused', message: toggle.limitMessage }
        : { type: 'added' }
      : null,
  );
  return (
    <ToggleView
      kind="compare"
      look={look}
      active={toggle.active}
      busy={toggle.busy}
      title={toggle.title}
      tip={tip}
      onClick={() => void toggle.toggle()}
    />
  );
}
