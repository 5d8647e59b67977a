import '../../ui/commerce.css';
import { useVerstak } from '@verstak/react';
import { type FastPrice, formatPrice, type Order } from '@verstak/sdk';
import { useEffect, useId, useState } from 'react';
import { Link } from '../../app/router';
import { Field, FormError, formValues, Submit, useSubmit } from '../../ui/form/form';
import { PersonalDataConsent } from '../../ui/form/personal-data-consent';
import { Modal } from '../../ui/overlay/modal';
import { fastPriceAfter } from './checkout-figures';
import { formatDay } from './format-day';

/** A shop the product can be picked up at. */
export interface FastOrderShop {
  shopId: number;
  address: string;
  quantity: number;
}

type Form = 'courier' | 'point';

/**
 * The fast order modal (§2.9, §7.5): one product in one click, by courier or to a pickup point; the
 * price is asked for the chosen form, a manager calls back to confirm.
 */
export function FastOrderModal({
  productId,
  title,
  shops,
  onClose,
}: {
  productId: number;
  title: string;
  shops: readonly FastOrderShop[];
  onClose: () => void;
}) {
  // The fast-order store (§3): it keeps the prices and sent orders, and reports the purchase (§7.8).
  const { fastOrder } = useVerstak().stores;
  const withStock = shops.filter((s) => s.quantity > 0);
  const shopFieldId = useId();
  const [form, setForm] = useState<Form>('courier');
  const [shopId, setShopId] = useState<number | null>(withStock[0]?.shopId ?? null);
  const [price, setPrice] = useState<FastPrice | null>(null);
  const [placed, setPlaced] = useState<Order | null>(null);
  const { errors, busy, run } = useSubmit();

  useEffect(() => {
    let stale = false;
    setPrice(null);
    const asked =
      form === 'point' && shopId !== null
        ? fastOrder.getPrice({ productId, quantity: 1, shopId })
        : form === 'courier'
          ? fastOrder.getPrice({ productId, quantity: 1 })
          : null;
    asked
      ?.then((answer) => {
        if (!stale) setPrice(answer);
      })
      .catch(() => {});
    return () => {
      stale = true;
    };
  }, [fastOrder, form, productId, shopId]);

  return (
    <Modal title="Купить в один клик" width={600} onClose={onClose}>
      <h2 className="modal__title">Купить в один клик</h2>
      <p>{title}</p>
      {placed ? (
        <output className="notice notice--ok">
          <p>
            <strong>Заказ № {placed.number} оформлен.</strong> Менеджер перезвонит, чтобы подтвердить его.
          </p>
          <p>
            <Link href={`/personal/orders/${placed.id}/`} onClick={onClose}>
              Открыть заказ
            </Link>
          </p>
        </output>
      ) : (
        <form
          method="post"
          className="form"
          aria-label="Заказ в один клик"
          onSubmit={(event) => {
            const values = formValues(event);
            const buyer = {
              name: (values.name ?? '').trim(),
              phone: (values.phone ?? '').trim(),
              ...(values.comment?.trim() ? { comment: values.comment.trim() } : {}),
            };
            // The total shown goes with the order: a price changed since is refused, not charged.
            const shown = price ? { total: price.total } : {};
            void run(async () => {
              try {
                const order = await fastOrder.make(
                  form === 'point' && shopId !== null
                    ? { productId, quantity: 1, shopId, ...buyer, ...shown }
                    : {
                        productId,
                        quantity: 1,
                        ...buyer,
                        ...shown,
                        ...(values.address?.trim() ? { address: values.address.trim() } : {}),
                      },
                );
                setPlaced(order);
              } catch (error) {
                // Refused for its total: the new one is shown, and sent when the shopper tries again.
                setPrice((before) => fastPriceAfter(error, before));
                throw error;
              }
            });
          }}
        >
          <fieldset className="segmented">
            <legend className="visually-hidden">Как получить</legend>
            <label className={form === 'courier' ? 'is-active' : undefined}>
              <input
                type="radio"
                name="form"
                checked={form === 'courier'}
                onChange={() => setForm('courier')}
              />
              Курьером
            </label>
            <label className={form === 'point' ? 'is-active' : undefined}>
              <input
                type="radio"
                name="form"
                checked={form === 'point'}
                disabled={withStock.length === 0}
                onChange={() => setForm('point')}
              />
              В пункт самовывоза
            </label>
          </fieldset>
          <Field label="Имя" name="name" autoComplete="name" required error={errors.name} />
          <Field label="Телефон" name="phone" type="tel" autoComplete="tel" required error={errors.phone} />
          {form === 'courier' ? (
            <Field
              label="Адрес (можно уточнить по телефону)"
              name="address"
              maxLength={300}
              error={errors.address}
            />
          ) : (
            <div className="field">
              <label htmlFor={shopFieldId}>Пункт самовывоза</label>
              <select
                id={shopFieldId}
                value={shopId ?? ''}
                onChange={(event) => setShopId(Number(event.target.value))}
              >
                {withStock.map((s) => (
                  <option key={s.shopId} value={s.shopId}>
                    {s.address}
                  </option>
                ))}
              </select>
            </div>
          )}
          {price && (
            <output className="fast-price">
              {formatPrice(price.total)}
              {price.deliveryPrice > 0 ? ` с доставкой ${formatPrice(price.deliveryPrice)}` : ''}
              {price.available
                ? price.readyDate
                  ? `, ${form === 'point' ? 'забрать' : 'доставим'} ${formatDay(price.readyDate)}`
                  : ''
                : ', под заказ'}
            </output>
          )}
          <FormError errors={errors} fields={['name', 'phone', 'address']} />
          <Submit busy={busy}>Оформить заказ</Submit>
          <PersonalDataConsent action="Оформить заказ" />
        </form>
      )}
    </Modal>
  );
}
