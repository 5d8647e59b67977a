import type { Promo } from '@verstak/sdk';
import { Link } from '../../app/router';
import { AdLabel } from '../../ui/ad-label';
import { promoDates } from './promo-dates';

/** A promotion in a list: its banner (a phone's or a desktop's), title, dates, and the ad label when it is one. */
export function PromoCard({ promo, eager = false }: { promo: Promo; eager?: boolean }) {
  return (
    <article className={`promo-card${promo.ended ? ' promo-card--ended' : ''}`}>
      <Link href={promo.url} className="promo-card__link">
        <picture>
          <source media="(max-width: 568px)" srcSet={promo.mobilePicture} width="600" height="400" />
          <img
            src={promo.desktopPicture}
            alt=""
            width="1200"
            height="300"
            {...(eager ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
          />
        </picture>
        <h2 className="promo-card__title">{promo.title}</h2>
      </Link>
      <p className="promo-card__preview">{promo.preview}</p>
      <p className="promo-card__dates muted">
        {promo.ended ? 'Завершена. Проходила ' : ''}
        {promoDates(promo.from, promo.to)}
      </p>
      {promo.commercial && <AdLabel commercial={promo.commercial} className="promo-card__ad" />}
    </article>
  );
}
