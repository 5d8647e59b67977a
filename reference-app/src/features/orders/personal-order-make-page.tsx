import '../../ui/commerce.css';
import { useVerstak } from '@verstak/react';
import { type Basket, type DeliveryType, formatPrice, type PaySystemCode } from '@verstak/sdk';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAccount } from '../../app/account-context';
import type { PageProps } from '../../app/define-route';
import { Link, useLocation } from '../../app/router';
import { Field, FormError, NO_CONNECTION_MESSAGE } from '../../ui/form/form';
import { PersonalDataConsent } from '../../ui/form/personal-data-consent';
import { SidePanelFrame } from '../../ui/side-panel-frame';
import { BonusesBox, CartTotals } from '../basket/cart-summary';
import { useCart } from '../basket/use-cart';
import { AddressField } from '../shops/address-field';
import { addressWithCity } from './address-with-city';
import { CheckoutLegal } from './checkout-legal.island';
import { courierPriceShown, type Repriced } from './courier-price-shown';
import { formatDay } from './format-day';
import type { personalOrderMakeRoute } from './personal-order-make.route';

const PickupPointModal = lazy(() =>
  import('./pickup-point-modal').then((m) => ({ default: m.PickupPointModal })),
);
const AddressModal = lazy(() => import('./address-modal').then((m) => ({ default: m.AddressModal })));
const SmsConfirmModal = lazy(() =>
  import('./sms-confirm-modal').then((m) => ({ default: m.SmsConfirmModal })),
);
type OpenModal = 'pickup' | 'address' | 'sms' | null;

/** A delivery window as the form sends it, '10:00 - 12:00' (§3 deliveryTime); '' for none. */
const windowValue = (w: { from: string; to: string } | undefined) => (w ? `${w.from} - ${w.to}` : '');

/** Checkout (§2.3, §7.5): buyer, courier or pickup, pay system, requisites for a legal entity, comment. */
export function Page({ data }: PageProps<typeof personalOrderMakeRoute>) {
  const { client, stores } = useVerstak();
  const { user } = useAccount();
  const [, navigate] = useLocation();
  const { state, cart } = useCart(data.basket);
  const basket: Basket = state.basket;
  const { courier, pickup } = data.deliveries;
  const [deliveryType, setDeliveryType] = useState<DeliveryType>(
    pickup.available && !courier.available ? 'pickup' : 'courier',
  );
  const [shopId, setShopId] = useState<number | null>(null);
  const [address, setAddress] = useState(data.addresses[0] ? addressWithCity(data.addresses[0]) : '');
  const windowsOf = (date: string) => courier.dates.find((d) => d.date === date)?.windows ?? [];
  const [deliveryDate, setDeliveryDate] = useState(courier.dates[0]?.date ?? '');
  const windows = windowsOf(deliveryDate);
  const [deliveryTime, setDeliveryTime] = useState(() => windowValue(courier.dates[0]?.windows[0]));
  const firstPay = data.paySystems.find((p) => p.available)?.code ?? '';
  const [paySystem, setPaySystem] = useState<PaySystemCode | ''>(firstPay);
  const [files, setFiles] = useState<{ list: File[]; ready: boolean }>({ list: [], ready: true });
  const [organizationId, setOrganizationId] = useState<number | null>(data.organizations[0]?.id ?? null);
  const [modal, setModal] = useState<OpenModal>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The refusal of the last try for its figures: what changed, and whether the basket was re-read.
  const [changed, setChanged] = useState<{ message: string; basket: boolean } | null>(null);
  // The courier's price the server named for an address in another city than the page's.
  const [repriced, setRepriced] = useState<Repriced | null>(null);
  const [busy, setBusy] = useState(false);
  // Checkout step 1 of the ecommerce events (§7.8), once per visit of the page.
  useEffect(() => stores.basket.trackCheckout(), [stores]);
  // «Подтвердить заказ» is at the foot of the page (under the form on phones): bring the first
  // problem into view, or a refused order would look like a button that does nothing.
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const first = document
      .getElementById('checkout')
      ?.querySelector<HTMLElement>('[aria-invalid="true"], .field__error[role="alert"], .form-error');
    if (!first) return;
    first.scrollIntoView({ block: 'center' });
    if (first.matches('input, select, textarea')) first.focus({ preventScroll: true });
  }, [errors]);
  // A refusal for the figures is said at the top of the form: bring it into view (on a phone the
  // button that was pressed is at the foot of the page).
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (changed) notice.current?.scrollIntoView({ block: 'center' });
  }, [changed]);
  // The address is in another city than the page's: the server named its price, the page's threshold is not its.
  const elsewhere = repriced !== null && repriced.address === address.trim();
  const point = pickup.points.find((p) => p.shopId === shopId) ?? null;
  // What the shopper can do when the courier cannot bring these goods.
  const noCourier = pickup.available
    ? 'Курьерская доставка этих товаров недоступна — выберите самовывоз.'
    : 'Столько товаров сейчас нет ни для доставки, ни для самовывоза из одного магазина. Уменьшите количество в корзине.';
  const deliveryPrice =
    deliveryType === 'courier' ? courierPriceShown(basket, courier.price, address, repriced) : 0;

  async function place(form: HTMLFormElement) {
    if (busy) return;
    const values = new FormData(form);
    const text = (key: string) => String(values.get(key) ?? '');
    // The checks' messages and the placing come in one chunk on this click, under the busy state.
    setBusy(true);
    const placing = await import('./place-order').catch(() => null);
    if (!placing) {
      // The code could not be loaded: say so as any failed call would.
      setErrors({ common: NO_CONNECTION_MESSAGE });
      setBusy(false);
      return;
    }
    const local = placing.checkoutErrors({
      name: text('name'),
      phone: text('phone'),
      deliveryType,
      pointChosen: point !== null,
      courierAvailable: courier.available,
      noCourier,
      address,
      paySystem,
      filesReady: files.ready,
    });
    if (Object.keys(local).length > 0) {
      setErrors(local);
      setBusy(false);
      return;
    }
    setErrors({});
    setChanged(null);
    const outcome = await placing.placeOrder(client, stores.basket, {
      deliveryType,
      shopId,
      address,
      deliveryDate,
      deliveryTime,
      paySystem,
      name: text('name'),
      phone: text('phone'),
      email: text('email'),
      comment: text('comment'),
      organizationId: data.buyer.isLegal ? organizationId : null,
      requisitesFiles: data.buyer.isLegal ? files.list : [],
      basketVersion: basket.version,
      // What «Итого» shows: the server places the order at this total or refuses it.
      total: basket.priceTotal + deliveryPrice,
    });
    if (outcome.kind === 'paying') return;
    if (outcome.kind === 'placed') {
      navigate(`/personal/orders/${outcome.orderId}/`);
      return;
    }
    // A refusal for the figures: the page shows the new ones (the basket, or the courier's price to
    // this address), and the shopper confirms again.
    if (outcome.kind === 'basket') {
      if (outcome.basket) cart.replace(outcome.basket);
      else await stores.basket.load().catch(() => undefined);
      setChanged({ message: outcome.message, basket: true });
    } else if (outcome.kind === 'price') {
      if (outcome.repriced) setRepriced(outcome.repriced);
      setChanged({ message: outcome.message, basket: false });
    } else setErrors(outcome.errors);
    setBusy(false);
  }

  const aside = (
    <CartTotals
      basket={basket}
      delivery={{
        title: deliveryType === 'courier' ? 'Доставка курьером' : 'Самовывоз',
        price: deliveryPrice,
      }}
    >
      <BonusesBox basket={basket} busy={state.busy} onApply={(apply) => void cart.setApplyBonuses(apply)} />
      {!user && (
        <p className="summary__note">
          Есть бонусы?{' '}
          <button type="button" className="link-button" onClick={() => setModal('sms')}>
            Войдите по SMS
          </button>
          , чтобы списать их.
        </p>
      )}
      <button
        type="submit"
        form="checkout"
        className="button button--orange button--block"
        disabled={busy || basket.items.length === 0}
        aria-busy={busy}
      >
        {changed ? 'Подтвердить заказ ещё раз' : 'Подтвердить заказ'}
      </button>
      <PersonalDataConsent action="Подтвердить заказ" />
    </CartTotals>
  );

  if (basket.items.length === 0)
    return (
      <SidePanelFrame title="Оформление заказа" breadcrumbs={data.breadcrumbs}>
        <div className="panel">
          <p>В корзине нет товаров — оформлять нечего.</p>
          <a className="button button--orange" href="/catalog/">
            Перейти в каталог
          </a>
        </div>
      </SidePanelFrame>
    );

  return (
    <SidePanelFrame title="Оформление заказа" breadcrumbs={data.breadcrumbs} aside={aside}>
      {changed && (
        <div className="notice notice--warn" role="alert" ref={notice}>
          <p>{changed.message}</p>
          {changed.basket && <p>Мы обновили корзину и цены. Проверьте итог и подтвердите заказ ещё раз.</p>}
        </div>
      )}
      <form
        method="post"
        id="checkout"
        className="checkout"
        aria-label="Оформление заказа"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void place(event.currentTarget);
        }}
      >
        <section className="panel" aria-labelledby="buyer-title">
          <h2 id="buyer-title">Покупатель</h2>
          <div className="form form--grid">
            <Field
              label="Имя"
              name="name"
              autoComplete="name"
              defaultValue={data.buyer.name}
              required
              error={errors.name}
            />
            <Field
              label="Телефон"
              name="phone"
              type="tel"
              autoComplete="tel"
              defaultValue={data.buyer.phone}
              required
              error={errors.phone}
            />
            <Field
              label="E-mail"
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={data.buyer.email}
              error={errors.email}
            />
          </div>
        </section>

        <section className="panel" aria-labelledby="delivery-title">
          <h2 id="delivery-title">Получение</h2>
          <fieldset className="segmented">
            <legend className="visually-hidden">Способ получения</legend>
            <label className={deliveryType === 'courier' ? 'is-active' : undefined}>
              <input
                type="radio"
                name="deliveryType"
                value="courier"
                checked={deliveryType === 'courier'}
                disabled={!courier.available}
                onChange={() => setDeliveryType('courier')}
              />
              Курьером
            </label>
            <label className={deliveryType === 'pickup' ? 'is-active' : undefined}>
              <input
                type="radio"
                name="deliveryType"
                value="pickup"
                checked={deliveryType === 'pickup'}
                disabled={!pickup.available && pickup.points.length === 0}
                onChange={() => setDeliveryType('pickup')}
              />
              Самовывоз
            </label>
          </fieldset>
          {deliveryType === 'courier' ? (
            <div className="form">
              {!courier.available && (
                <p className="field__error" role={errors.deliveryType ? 'alert' : undefined}>
                  {noCourier}
                  {!pickup.available && (
                    <>
                      {' '}
                      <Link href="/personal/cart/">Перейти в корзину</Link>
                    </>
                  )}
                </p>
              )}
              <AddressField value={address} error={errors.address} onChange={setAddress} />
              {/* A guest has no saved addresses nor earlier orders to take one from. */}
              {user && (
                <p>
                  <button type="button" className="link-button" onClick={() => setModal('address')}>
                    Выбрать из сохранённых адресов
                  </button>
                </p>
              )}
              <div className="form--grid form">
                <div className="field">
                  <label htmlFor="checkout-date">Дата</label>
                  <select
                    id="checkout-date"
                    value={deliveryDate}
                    onChange={(event) => {
                      setDeliveryDate(event.target.value);
                      setDeliveryTime(windowValue(windowsOf(event.target.value)[0]));
                    }}
                  >
                    {courier.dates.map((d) => (
                      <option key={d.date} value={d.date}>
                        {formatDay(d.date, true)}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label htmlFor="checkout-time">Время</label>
                  <select
                    id="checkout-time"
                    value={deliveryTime}
                    onChange={(event) => setDeliveryTime(event.target.value)}
                  >
                    {windows.map((w) => (
                      <option key={w.from} value={windowValue(w)}>
                        с {w.from} до {w.to}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              {courier.freeFrom > 0 && !elsewhere && (
                <p className="muted">Бесплатная доставка от {formatPrice(courier.freeFrom)}</p>
              )}
            </div>
          ) : (
            <div className="form">
              {point ? (
                <div className="picked" data-testid="picked-point">
                  <p className="choice__title">{point.name}</p>
                  <p>{point.address}</p>
                  <p className="muted">
                    {point.schedule}. Можно забрать {formatDay(point.readyDate)}
                  </p>
                </div>
              ) : (
                <p>Пункт самовывоза не выбран.</p>
              )}
              <button type="button" className="button button--light" onClick={() => setModal('pickup')}>
                {point ? 'Выбрать другой пункт' : 'Выбрать пункт самовывоза'}
              </button>
              {errors.shopId && (
                <p className="field__error" role="alert">
                  {errors.shopId}
                </p>
              )}
            </div>
          )}
        </section>

        <section className="panel" aria-labelledby="pay-title">
          <h2 id="pay-title">Оплата</h2>
          <fieldset className="pay-systems">
            <legend className="visually-hidden">Способ оплаты</legend>
            {data.paySystems.map((pay) => (
              <label key={pay.code} className={`pay-system${pay.available ? '' : ' is-disabled'}`}>
                <input
                  type="radio"
                  name="paySystem"
                  value={pay.code}
                  checked={paySystem === pay.code}
                  disabled={!pay.available}
                  onChange={() => setPaySystem(pay.code)}
                />
                <span>
                  <strong>{pay.title}</strong>
                  {pay.description && <span className="muted"> {pay.description}</span>}
                  {!pay.available && pay.reason && <span className="pay-system__reason">{pay.reason}</span>}
                </span>
              </label>
            ))}
          </fieldset>
          {errors.paySystem && (
            <p className="field__error" role="alert">
              {errors.paySystem}
            </p>
          )}
        </section>

        {data.buyer.isLegal && (
          // Reached by client navigation, the section waits for its code in a panel of its height.
          <Suspense fallback={<section className="panel checkout__legal-pending" aria-busy="true" />}>
            <CheckoutLegal
              organizations={data.organizations}
              organizationId={organizationId}
              onOrganization={setOrganizationId}
              files={files.list}
              onFiles={(list, ready) => setFiles({ list, ready })}
              errors={errors}
            />
          </Suspense>
        )}

        <section className="panel" aria-labelledby="comment-title">
          <h2 id="comment-title">Комментарий</h2>
          <div className="field">
            <label htmlFor="checkout-comment" className="visually-hidden">
              Комментарий к заказу
            </label>
            <textarea id="checkout-comment" name="comment" maxLength={1000} rows={3} />
          </div>
        </section>
        <FormError
          errors={errors}
          fields={[
            'name',
            'phone',
            'email',
            'address',
            'shopId',
            // The courier's own refusal is the paragraph under «Курьером»; the server's would go here.
            ...(errors.deliveryType === noCourier ? ['deliveryType'] : []),
            'paySystem',
            ...Object.keys(errors).filter((k) => k.startsWith('requisitesFiles')),
          ]}
        />
      </form>
      <Suspense fallback={null}>
        {modal === 'pickup' && (
          <PickupPointModal
            points={pickup.points}
            items={basket.items}
            selected={shopId}
            onSelect={setShopId}
            onClose={() => setModal(null)}
          />
        )}
        {modal === 'address' && (
          <AddressModal
            saved={data.addresses}
            onSelect={(a) => setAddress(addressWithCity(a))}
            onClose={() => setModal(null)}
          />
        )}
        {modal === 'sms' && <SmsConfirmModal onClose={() => setModal(null)} />}
      </Suspense>
    </SidePanelFrame>
  );
}
