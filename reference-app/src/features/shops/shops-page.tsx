import './shops.css';
import { plural, type ShopCard, type ShopPageData, type ShopsPageData } from '@verstak/sdk';
import type { PageProps } from '../../app/define-route';
import { Link } from '../../app/router';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { NearestShop } from './nearest-shop';
import type { PlanPlace } from './offline-plan';
import type { shopsRoute } from './shops.route';
import { ShopsMap } from './shops-map';
import { OpenState, ShopPhones, WeekHours } from './week-hours';

/** A shop as the plan and the nearest-shop finder place it. */
const placeOf = (shop: ShopCard): PlanPlace => ({
  code: shop.code,
  url: shop.url,
  name: shop.name,
  address: shop.address,
  coordinates: shop.coordinates,
});

/** The list / map switch of the shops pages. */
function ViewTabs({ view }: { view: 'list' | 'map' }) {
  return (
    <nav className="shops__tabs" aria-label="Вид">
      <Link href="/shops/" aria-current={view === 'list' ? 'page' : undefined}>
        Списком
      </Link>
      <Link href="/shops/map/" aria-current={view === 'map' ? 'page' : undefined}>
        На карте
      </Link>
    </nav>
  );
}

/** One shop of the list: name, address, open now, phones, the week's hours. */
function ShopEntry({ shop }: { shop: ShopCard }) {
  return (
    <li className="shop-entry">
      <h2 className="shop-entry__name">
        <Link href={shop.url}>{shop.name}</Link>
      </h2>
      <p className="shop-entry__address">{shop.address}</p>
      <p>
        <OpenState state={shop.openState} />
      </p>
      <p className="shop-entry__phones">
        <ShopPhones phones={shop.phones} />
      </p>
      <WeekHours week={shop.week} />
      <p>
        <Link href={shop.url}>Как добраться</Link>
      </p>
    </li>
  );
}

/** The other pickup cities' shops, by city: shorter entries. */
function OtherCities({ cities }: { cities: ShopsPageData['otherCities'] }) {
  if (cities.length === 0) return null;
  return (
    <section aria-labelledby="other-cities">
      <h2 id="other-cities">Магазины в других городах</h2>
      <div className="other-cities">
        {cities.map((city) => (
          <section key={city.subdomain} className="other-city" aria-label={city.name}>
            <h3>{city.name}</h3>
            <ul>
              {city.shops.map((shop) => (
                <li key={shop.code}>
                  <Link href={shop.url}>{shop.address.replace(/^г\.\s*[^,]+,\s*/, '')}</Link>
                  <OpenState state={shop.openState} />
                  <ShopPhones phones={shop.phones} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}

/** `/shops/` and `/shops/map/`: the city's shops as a list, or on the map with the list beside it. */
function ShopsView({ data, view }: { data: ShopsPageData; view: 'list' | 'map' }) {
  const everywhere = [...data.shops, ...data.otherCities.flatMap((c) => c.shops)].map(placeOf);
  const own = data.shops.length > 0;
  return (
    <div className="container shops">
      <Breadcrumbs items={data.breadcrumbs} />
      <h1>{view === 'map' ? `Магазины ${data.city.namePr} на карте` : `Магазины ${data.city.namePr}`}</h1>
      <p className="muted">
        {own
          ? 'Самовывоз заказов, инструмент и техника в наличии. Время работы — московское.'
          : `${data.city.namePr[0]?.toUpperCase()}${data.city.namePr.slice(1)} магазинов пока нет: доставим заказ курьером или заберите его в магазине другого города.`}
      </p>
      <ViewTabs view={view} />
      <NearestShop places={everywhere} />
      {own && view === 'list' && (
        <ul className="shop-list" aria-label={`Магазины ${data.city.namePr}`}>
          {data.shops.map((shop) => (
            <ShopEntry key={shop.code} shop={shop} />
          ))}
        </ul>
      )}
      {own && view === 'map' && (
        <div className="shops-map">
          <ShopsMap
            map={data.map}
            places={data.shops.map(placeOf)}
            centre={data.city.coordinates}
            cityName={data.city.name}
            centreLabel="центр"
          />
          <ol className="shops-map__list" aria-label="Магазины на карте">
            {data.shops.map((shop) => (
              <li key={shop.code}>
                <Link href={shop.url}>{shop.name}</Link>
                <span>{shop.address}</span>
                <OpenState state={shop.openState} />
              </li>
            ))}
          </ol>
        </div>
      )}
      <OtherCities cities={data.otherCities} />
    </div>
  );
}

/** `/shops/{code}/`: a shop's hours, phones, how to get there and its place among the city's shops. */
function ShopView({ data }: { data: ShopPageData }) {
  const { shop } = data;
  const places = [shop, ...data.neighbours].map(placeOf);
  return (
    <div className="container shop-page">
      <Breadcrumbs items={data.breadcrumbs} />
      <h1>{shop.name}</h1>
      <div className="shop-page__grid">
        <section className="shop-page__facts" aria-label="Адрес и часы работы">
          <p className="shop-page__address">{shop.address}</p>
          <p>
            <OpenState state={shop.openState} />
          </p>
          <h2>Часы работы</h2>
          <WeekHours week={shop.week} />
          <h2>Контакты</h2>
          <p className="shop-entry__phones">
            <ShopPhones phones={shop.phones} />
          </p>
          {shop.emails.map((email) => (
            <p key={email}>
              <a href={`mailto:${email}`}>{email}</a>
            </p>
          ))}
          {shop.productsInStock > 0 && (
            <>
              <h2>Самовывоз</h2>
              <p>
                Сейчас на полках магазина {shop.productsInStock.toLocaleString('ru-RU')}{' '}
                {plural(shop.productsInStock, ['товар', 'товара', 'товаров'])}. Закажите на сайте и выберите
                этот магазин при оформлении — заказ соберём и сообщим, когда его можно забрать.
              </p>
            </>
          )}
        </section>
        <section className="shop-page__map" aria-label="На карте">
          <ShopsMap
            map={data.map}
            places={places}
            centre={shop.coordinates}
            cityName={shop.city}
            current={shop.code}
            caption={
              data.neighbours.length > 0
                ? 'Схема: этот магазин — тёмная метка, оранжевые — другие магазины города; север сверху.'
                : 'Схема: магазин на плане города, север сверху.'
            }
          />
        </section>
      </div>
      {shop.directions.length > 0 && (
        <section aria-labelledby="directions">
          <h2 id="directions">Как добраться</h2>
          {shop.directions.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      )}
      <p>
        <Link href="/shops/">Все магазины</Link> · <Link href="/shops/map/">Магазины на карте</Link>
      </p>
    </div>
  );
}

/** The shops pages (§2.1 /shops/, /shops/map/, /shops/{code}/). */
export function Page({ data }: PageProps<typeof shopsRoute>) {
  return data.kind === 'shop' ? <ShopView data={data} /> : <ShopsView data={data} view={data.kind} />;
}
