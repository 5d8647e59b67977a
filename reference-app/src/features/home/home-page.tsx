import type { MainPageData } from '@verstak/sdk';
import type { PageProps } from '../../app/define-route';
import { Link } from '../../app/router';
import { AdLabel } from '../../ui/ad-label';
import { CategoryTiles } from '../../ui/category-tiles';
import { PICTURE_SIZES, pictureSources } from '../../ui/picture-sources';
import { type PictureLoading, ProductCard } from '../../ui/product/product-card';
import { useImpressions } from '../../ui/product/use-impressions';
import type { homeRoute } from './home.route';

type MainData = MainPageData;

/**
 * The hits' first row is on a phone's first screen (two cards under the narrow slides), the first
 * picture its largest paint: fetched at once rather than after layout as lazy ones are.
 */
function hitPriority(index: number): PictureLoading {
  if (index === 0) return 'high';
  return index === 1 ? 'eager' : 'lazy';
}

/** Home: slides, popular categories, hits, novelties and brands. */
export function Page({ data }: PageProps<typeof homeRoute>) {
  const d = data as MainData;
  useImpressions(d.hits, 'Хиты продаж');
  useImpressions(d.novelties, 'Новинки');
  return (
    <div className="container home">
      <h1 className="visually-hidden">Верстак — инструмент и техника</h1>
      <section className="slides" aria-label="Акции">
        {d.slides.map((slide, i) => (
          <div key={slide.id} className="slide-box">
            <Link href={slide.link} className="slide">
              {/* The first slide is the largest paint of the first screen; the rest may wait. */}
              <img
                {...pictureSources(slide.picture, PICTURE_SIZES.slide)}
                alt=""
                width="400"
                height="400"
                {...(i === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
              />
              <span className="slide__name">{slide.name}</span>
            </Link>
            {/* An advertiser's slide is marked (§2.10): beside the link, not in it, since the label opens. */}
            {slide.commercial && <AdLabel commercial={slide.commercial} className="slide__ad" />}
          </div>
        ))}
      </section>
      <section aria-labelledby="popular">
        <h2 id="popular">Популярные категории</h2>
        <CategoryTiles categories={d.popularCategories} />
      </section>
      <section aria-labelledby="hits">
        <div className="shelf__head">
          <h2 id="hits">Хиты продаж</h2>
          <Link href="/catalog/recommended/">Все хиты</Link>
        </div>
        <div className="grid">
          {d.hits.map((p, i) => (
            <ProductCard key={p.id} product={p} list="Хиты продаж" priority={hitPriority(i)} />
          ))}
        </div>
      </section>
      <section aria-labelledby="novelties" className="home__later">
        <div className="shelf__head">
          <h2 id="novelties">Новинки</h2>
          <Link href="/catalog/new/">Все новинки</Link>
        </div>
        <div className="grid">
          {d.novelties.map((p) => (
            <ProductCard key={p.id} product={p} list="Новинки" />
          ))}
        </div>
      </section>
      <section aria-labelledby="brands" className="home__later">
        <h2 id="brands">Бренды</h2>
        <ul className="brands">
          {d.brands.map((b) => (
            <li key={b.id}>
              <a href={b.url}>
                <img
                  {...pictureSources(b.picture, PICTURE_SIZES.brand)}
                  alt={b.title}
                  width="96"
                  height="96"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
