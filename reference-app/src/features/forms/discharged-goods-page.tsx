import './discharged-goods.css';
import { useVerstak } from '@verstak/react';
import { type DischargedGoodsPageData, formatPrice, formsApi } from '@verstak/sdk';
import { useState } from 'react';
import type { PageProps } from '../../app/define-route';
import { Link } from '../../app/router';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { errorsOf, Field, FormError, formValues, Submit, useSubmit } from '../../ui/form/form';
import { PersonalDataConsent } from '../../ui/form/personal-data-consent';
import type { dischargedGoodsRoute } from './discharged-goods.route';
import { NamePhoneFields } from './name-phone-fields';

type Item = DischargedGoodsPageData['items'][number];

/** One marked-down unit: picture, title, reason and condition, prices, where it is, and «Узнать о товаре». */
function DischargedItem({ item, onAsk }: { item: Item; onAsk(item: Item): void }) {
  return (
    <li className="discharged">
      <img src={item.picture} alt="" width="160" height="160" loading="lazy" />
      <div className="discharged__about">
        <h2 className="discharged__title">
          {item.productUrl ? <Link href={item.productUrl}>{item.title}</Link> : item.title}
        </h2>
        <p className="discharged__reason">{item.reason}</p>
        <p className="muted">{item.condition}</p>
        <p className="muted">{item.shop.includes(item.city) ? item.shop : `${item.city}, ${item.shop}`}</p>
      </div>
      <div className="discharged__buy">
        <p className="discharged__price">
          <b>{formatPrice(item.price)}</b> <s className="muted">{formatPrice(item.oldPrice)}</s>
        </p>
        <button type="button" className="button button--light" onClick={() => onAsk(item)}>
          Узнать о товаре
        </button>
      </div>
    </li>
  );
}

/** The request form: name, phone, optional e-mail, the item asked about, the message and consent (152-ФЗ). */
function RequestForm({
  item,
  items,
  onItem,
}: {
  item: Item | null;
  items: Item[];
  onItem(id: string): void;
}) {
  const { client } = useVerstak();
  const { errors, busy, run } = useSubmit();
  const [sent, setSent] = useState(false);
  if (sent)
    return (
      <div className="discharged-form" id="discharged-form">
        <output className="discharged-form__sent">
          Заявка отправлена. Мы позвоним вам в рабочее время магазина.
        </output>
        <button type="button" className="button button--light" onClick={() => setSent(false)}>
          Отправить ещё одну
        </button>
      </div>
    );
  return (
    <form
      className="discharged-form"
      id="discharged-form"
      aria-label="Заявка на уценённый товар"
      noValidate
      onSubmit={(event) => {
        const values = formValues(event);
        void run(async () => {
          await formsApi(client).dischargedGoodsSend({
            name: values.name ?? '',
            phone: values.phone ?? '',
            ...(values.email ? { email: values.email } : {}),
            ...(values.itemId ? { itemId: Number(values.itemId) } : {}),
            message: values.message ?? '',
            agreement: values.agreement === 'Y',
          });
          setSent(true);
        });
      }}
    >
      <h2>Заявка на уценённый товар</h2>
      <div className="field">
        <label htmlFor="discharged-item">Товар</label>
        <select
          id="discharged-item"
          name="itemId"
          value={item ? String(item.id) : ''}
          onChange={(e) => onItem(e.target.value)}
        >
          <option value="">Общий вопрос</option>
          {items.map((i) => (
            <option key={i.id} value={i.id}>
              {i.title} — {formatPrice(i.price)}
            </option>
          ))}
        </select>
        {errors.itemId && <p className="field__error">{errors.itemId}</p>}
      </div>
      <NamePhoneFields errors={errors} />
      <Field
        label="E-mail (необязательно)"
        name="email"
        type="email"
        autoComplete="email"
        error={errors.email}
      />
      <div className={`field${errors.message ? ' field--invalid' : ''}`}>
        <label htmlFor="discharged-message">Сообщение</label>
        <textarea
          id="discharged-message"
          name="message"
          rows={3}
          maxLength={2000}
          required
          aria-invalid={errors.message ? true : undefined}
          defaultValue={item ? 'Хочу купить этот товар. Он ещё в наличии?' : ''}
          key={item?.id ?? 0}
        />
        {errors.message && <p className="field__error">{errors.message}</p>}
      </div>
      <PersonalDataConsent error={errors.agreement} />
      <FormError errors={errors} fields={['name', 'phone', 'email', 'itemId', 'message', 'agreement']} />
      <Submit busy={busy}>Отправить заявку</Submit>
    </form>
  );
}

/** Discharged goods (§2.1 /discharged-goods/): the list with «Показать ещё» and the request form. */
export function Page({ data }: PageProps<typeof dischargedGoodsRoute>) {
  const { client } = useVerstak();
  const [items, setItems] = useState(data.items);
  const [page, setPage] = useState(data.pagination.page);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const [asked, setAsked] = useState<Item | null>(null);
  const more = page < data.pagination.pageCount;
  const showMore = async () => {
    setLoading(true);
    setError('');
    try {
      const next = await formsApi(client).dischargedGoods({ page: page + 1 });
      setItems((shown) => [...shown, ...next.items.filter((i) => !shown.some((s) => s.id === i.id))]);
      setPage(next.pagination.page);
    } catch (e) {
      setError(Object.values(await errorsOf(e))[0] ?? 'Не удалось загрузить товары.');
    } finally {
      setLoading(false);
    }
  };
  const ask = (item: Item) => {
    setAsked(item);
    document.getElementById('discharged-form')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <div className="container discharged-goods">
      <Breadcrumbs items={data.breadcrumbs} />
      <h1>Уценённые товары</h1>
      <p className="discharged-goods__lead">
        Новые и почти новые товары со скидкой: вскрытая упаковка, витринные образцы, возвраты без следов
        работы. Каждый — в одном экземпляре в указанном магазине, с гарантией. Оставьте заявку — мы отложим
        товар и перезвоним.
      </p>
      <div className="discharged-goods__layout">
        <div>
          {items.length === 0 ? (
            <p className="empty">Сейчас уценённых товаров нет.</p>
          ) : (
            <ul className="discharged-goods__list">
              {items.map((item) => (
                <DischargedItem key={item.id} item={item} onAsk={ask} />
              ))}
            </ul>
          )}
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          {more && (
            // A link to the next page, so «Показать ещё» works before (and without) the script too;
            // with it the next page joins this one instead.
            <a
              href={`/discharged-goods/?page=${page + 1}`}
              className="button button--light button--block"
              aria-disabled={loading}
              aria-busy={loading}
              onClick={(event) => {
                event.preventDefault();
                if (!loading) void showMore();
              }}
            >
              Показать ещё
            </a>
          )}
          <p className="muted">
            Показано {items.length} из {data.pagination.total}
          </p>
        </div>
        <RequestForm
          item={asked}
          items={items}
          onItem={(id) => setAsked(items.find((i) => String(i.id) === id) ?? null)}
        />
      </div>
    </div>
  );
}
