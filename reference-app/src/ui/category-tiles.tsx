import type { PopularCategory } from '@verstak/sdk';
import { Link } from '../app/router';
import { PICTURE_SIZES, pictureSources } from './picture-sources';

/** Category tiles with a picture and a title: the popular categories of the home and 404 pages. */
export function CategoryTiles({ categories }: { categories: readonly PopularCategory[] }) {
  return (
    <ul className="tiles">
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
