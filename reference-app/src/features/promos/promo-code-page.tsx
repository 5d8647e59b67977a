import './promos.css';
import type { PageProps } from '../../app/define-route';
import { Link } from '../../app/router';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import type { promoCodeRoute } from './promo-code.route';
import { promoDay } from './promo-dates';

/** The promo-code page (§2.1 /promo-code/): what a promo code is, how to apply it, the public codes in force. */
export function Page({ data }: PageProps<typeof promoCodeRoute>) {
  return (
    <div className="container promo-codes">
      <Breadcrumbs items={data.breadcrumbs} />
      <h1>Промокоды</h1>
      <section className="promo-codes__about">
        <p>
          Промокод — это слово из латинских букв и цифр, которое даёт скидку на товары в корзине: процент или
          сумму. К заказу применяется один промокод; у каждого свои условия — сумма, раздел или бренд, срок.
          Скидка считается от цен в корзине, уже сниженных по распродаже и акциям.
        </p>
        <h2>Как применить промокод</h2>
        <ol>
          <li>
            Положите товары в <Link href="/personal/cart/">корзину</Link>.
          </li>
          <li>В корзине нажмите «Ввести промокод» и введите код — регистр букв неважен.</li>
          <li>Нажмите «Применить»: скидка сразу покажется в сумме заказа.</li>
          <li>Если код не подошёл, корзина скажет почему: например, сумма меньше нужной.</li>
        </ol>
      </section>
      <h2>Действующие промокоды</h2>
      {data.codes.length === 0 ? (
        <p className="empty">
          Сейчас открытых промокодов нет. Посмотрите <Link href="/promo/">акции</Link>.
        </p>
      ) : (
        <ul className="promo-codes__list">
          {data.codes.map((code) => (
            <li key={code.code} className="promo-code">
              <p className="promo-code__value">{code.value}</p>
              <p className="promo-code__code">
                <code>{code.code}</code>
              </p>
              <p className="promo-code__title">{code.title}</p>
              <ul className="promo-code__terms">
                {code.terms.map((term) => (
                  <li key={term}>{term}</li>
                ))}
                <li>
                  {code.to ? `Действует по ${promoDay(code.to)} включительно` : 'Без ограничения срока'}
                </li>
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
