/**
 * Add-to-cart, compare and favourites buttons (§2.10 titles). Baskets, comparison and favourites come
 * with the commerce step (roadmap 4); until then the buttons show, disabled, and say so.
 */
export function ProductActions({ compact = false }: { compact?: boolean }) {
  const soon = 'Появится вместе с корзиной и избранным';
  return (
    <div className={compact ? 'actions actions--compact' : 'actions'}>
      <button type="button" className="button button--orange" disabled title={soon}>
        В корзину
      </button>
      <button type="button" className="button button--light" disabled title={soon}>
        В сравнение
      </button>
      <button type="button" className="button button--light" disabled title={soon}>
        В избранное
      </button>
    </div>
  );
}
