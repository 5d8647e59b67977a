import type { BrandsPageData } from '@verstak/sdk';
import { Link } from '../../app/router';
import { Breadcrumbs } from '../../ui/breadcrumbs';

const ALPHABET_TITLES = { latin: 'A–Z', cyrillic: 'А–Я', other: '0–9 и другие' } as const;

/** The anchor of a letter's group: Latin and Cyrillic letters stay apart (Latin «A» and Cyrillic «А»). */
function anchorOf(group: BrandsPageData['groups'][number]): string {
  return `letter-${group.alphabet}-${group.letter.codePointAt(0)}`;
}

/** The brands page (§2.1 `/brands/`): the letters as an index, then each letter's brands with logos; the brand tags on top. */
export function BrandIndex({ data }: { data: BrandsPageData }) {
  const alphabets = (['latin', 'cyrillic', 'other'] as const).filter((a) =>
    data.groups.some((g) => g.alphabet === a),
  );
  return (
    <div className="container brand-index">
      <Breadcrumbs items={data.breadcrumbs} />
      <h1>Бренды</h1>
      {data.tags.length > 0 && (
        <nav aria-label="Подборки брендов">
          <ul className="chips">
            {data.tags.map((t) => (
              <li key={t.code}>
                <Link href={t.url}>{t.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <nav aria-label="Бренды по буквам">
        {alphabets.map((alphabet) => (
          <ul key={alphabet} className="brand-index__letters" aria-label={ALPHABET_TITLES[alphabet]}>
            {data.groups
              .filter((g) => g.alphabet === alphabet)
              .map((g) => (
                <li key={anchorOf(g)}>
                  <a href={`#${anchorOf(g)}`}>{g.letter}</a>
                </li>
              ))}
          </ul>
        ))}
      </nav>
      {alphabets.map((alphabet) => (
        <section key={alphabet} aria-labelledby={`alphabet-${alphabet}`}>
          <h2 className="brand-index__alphabet" id={`alphabet-${alphabet}`}>
            {ALPHABET_TITLES[alphabet]}
          </h2>
          {data.groups
            .filter((g) => g.alphabet === alphabet)
            .map((g) => (
              <div key={anchorOf(g)} className="brand-index__group" id={anchorOf(g)}>
                <h3 className="brand-index__letter">{g.letter}</h3>
                <ul className="brand-index__list">
                  {g.brands.map((b) => (
                    <li key={b.id}>
                      <Link href={b.url} className="brand-index__brand">
                        <img src={b.picture} alt="" width={64} height={32} loading="lazy" />
                        <span>
                          {b.title}
                          <span className="brand-index__count muted">{b.country}</span>
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
        </section>
      ))}
    </div>
  );
}
