import type { PopularCategory } from '@verstak/sdk';
import type { CSSProperties } from 'react';
import { Link } from '../app/router';
import { PICTURE_SIZES, pictureSources } from './picture-sources';

/**
 * Tiles in a row on a wide screen: all of up to 8, else half (12 → two rows of 6), so no tile is left
 * alone on a last row.
 */
function perRow(count: number): number {
  return count <= 8 ? count : Math.ceil(count / 2);
}

/** Category tiles with a picture and a title: the popular categories of the home and 404 pages. */
export function CategoryTiles({ categories }: { categories: readonly PopularCategory[] }) {
  return (
    <ul className="tiles" style={{ '--tiles-per-row': perRow(categories.length) } as CSSProperties}>
      {categories.map((c) => (
        <li key={c.url}>
          <Link href={c.url} className="tile">
            <img
              {...pictureSources(c.picture, PICTURE_SIZES.tile)}
              alt=""
              width="120"
              height="120"
              loading="lazy"
            />
            {c.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
