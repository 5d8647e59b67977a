import type { BasketLine, PickupPoint } from '@verstak/sdk';
import { Modal } from '../../ui/overlay/modal';
import { formatDay } from './format-day';

/** The titles of the lines a point lacks. */
export function missingTitles(point: PickupPoint, items: readonly BasketLine[]): string[] {
  return point.missing.map((id) => items.find((item) => item.id === id)?.title ?? `товар ${id}`);
}

/**
 * The pickup point selection modal (§2.9), without a map: the city's shops as a list; a shop that
 * lacks some of the goods is shown disabled with what it lacks.
 */
export function PickupPointModal({
  points,
  items,
  selected,
  onSelect,
  onClose,
}: {
  points: readonly PickupPoint[];
  items: readonly BasketLine[];
  selected: number | null;
  onSelect: (shopId: number) => void;
  onClose: () => void;
}) {
  const ordered = [...points].sort((a, b) => Number(b.available) - Number(a.available));
  return (
    <Modal title="Пункт самовывоза" width={720} onClose={onClose}>
      <h2 className="modal__title">Пункт самовывоза</h2>
      {ordered.length === 0 && <p>В этом городе нет пунктов самовывоза.</p>}
      <ul className="choice-list">
        {ordered.map((point) => {
          const missing = missingTitles(point, items);
          return (
            <li key={point.shopId} className={point.available ? 'choice' : 'choice is-disabled'}>
              <div className="choice__text">
                <p className="choice__title">{point.name}</p>
                <p>{point.address}</p>
                <p className="muted">{point.schedule}</p>
                {point.available ? (
                  <p className="choice__ok">Можно забрать {formatDay(point.readyDate)}</p>
                ) : (
                  <p className="choice__missing">Нет в наличии: {missing.join(', ')}</p>
                )}
              </div>
              <button
                type="button"
                className={selected === point.shopId ? 'button button--light' : 'button button--orange'}
                disabled={!point.available}
                aria-label={`Забрать здесь: ${point.name}`}
                onClick={() => {
                  onSelect(point.shopId);
                  onClose();
                }}
              >
                {selected === point.shopId ? 'Выбран' : 'Забрать здесь'}
              </button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
