import type { PromoPageData } from '@verstak/sdk';
import { Link } from '../../app/router';
import { AdLabel } from '../../ui/ad-label';
import { Countdown } from './countdown';
import { promoDates } from './promo-dates';

const KIND = { discount: 'Скидка', gift: 'Подарок', bonus: 'Бонусы' } as const;

/** A promotion's own part of its page: banner, dates, countdown or «завершена», text and rules. */
export function PromoIntro({ promo }: { promo: PromoPageData['promo'] }) {
  return (
    <section className="promo" aria-label="Об акции">
      <picture>
        <source media="(max-width: 568px)" srcSet={promo.mobilePicture} width="600" height="400" />
        <img src={promo.desktopPicture} alt="" width="1200" height="300" fetchPriority="high" />
      </picture>
      <div className="promo__facts">
        <p>
          <span className="promo__kind">{KIND[promo.typePromo]}</span>{' '}
          <span className="muted">{promoDates(promo.from, promo.to)}</span>
        </p>
        {promo.ended ? (
          <p className="countdown countdown--ended">
            Акция завершена. <Link href="/promo/">Действующие акции</Link>
          </p>
        ) : (
          <Countdown title={promo.timerTitle} endsAt={promo.endsAt} now={promo.now} />
        )}
        {promo.commercial && <AdLabel commercial={promo.commercial} />}
      </div>
      <div className="promo__text">
        <p>
          <b>{promo.description}</b>
        </p>
        {promo.text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <details className="promo__rules" open>
        <summary>Правила акции</summary>
        <ol>
          {promo.promoRules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
          <li>Срок акции: {promoDates(promo.from, promo.to)} включительно, по московскому времени.</li>
        </ol>
      </details>
      <h2 className="promo__products">Товары акции</h2>
    </section>
  );
}
