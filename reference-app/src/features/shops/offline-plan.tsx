import type { LatLon } from '@verstak/sdk';
import { planPoints } from './plan-points';

/** A place on the plan: a shop with its number in the list beside it. */
export interface PlanPlace {
  code: string;
  url: string;
  name: string;
  address: string;
  coordinates: LatLon;
}

/**
 * The shops' map without a network (§9, no key configured): every shop of the city placed by its
 * coordinates relative to the others and to the city centre, north up, each marker a link to its
 * shop, numbered as the list beside it. Plain HTML and CSS: no script, so it weighs nothing.
 */
export function OfflinePlan({
  places,
  centre,
  cityName,
  current,
  centreLabel,
  caption,
}: {
  places: readonly PlanPlace[];
  centre: LatLon;
  cityName: string;
  /** Marks `centre` on the plan with this word (the city centre); unmarked without it. */
  centreLabel?: string | undefined;
  /** What the plan shows, under it; by default that its numbers are the list's. */
  caption?: string | undefined;
  /** The code of the shop whose page this is: its marker stands out. */
  current?: string;
}) {
  const points = planPoints([centre, ...places.map((p) => p.coordinates)]);
  const [middle, ...markers] = points;
  return (
    <figure className="plan" aria-label={`Схема расположения магазинов: ${cityName}`}>
      <div className="plan__area">
        {middle && centreLabel && (
          <span
            className="plan__centre"
            style={{ left: `${middle.x}%`, top: `${middle.y}%` }}
            aria-hidden="true"
          >
            {centreLabel}
          </span>
        )}
        {places.map((place, i) => {
          const at = markers[i];
          if (!at) return null;
          return (
            <a
              key={place.code}
              href={place.url}
              className={`plan__marker${place.code === current ? ' plan__marker--current' : ''}`}
              style={{ left: `${at.x}%`, top: `${at.y}%` }}
              title={`${place.name}, ${place.address}`}
              aria-label={`${i + 1}. ${place.name}, ${place.address}`}
            >
              {i + 1}
            </a>
          );
        })}
        <span className="plan__north" aria-hidden="true">
          С ↑
        </span>
      </div>
      <figcaption className="muted">
        {caption ??
          `Схема: магазины относительно друг друга${centreLabel ? ' и центра города' : ''}, север сверху. Номера — как в списке.`}
      </figcaption>
    </figure>
  );
}
