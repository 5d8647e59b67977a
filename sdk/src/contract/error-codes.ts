import type { Basket } from '../api/api-types';

/**
 * One code the API may answer a failed call with: the HTTP statuses it comes with, a Russian message a
 * storefront can show a shopper when it has nothing more precise (the answer's own `errors` usually
 * say more), and the type of the body's `details` (`undefined`: none).
 */
export interface ErrorCodeDeclaration<Status extends number = number, Details = unknown> {
  /** The HTTP statuses the server answers this code with. */
  readonly status: readonly Status[];
  /** The shoppers' default message (Russian). */
  readonly message: string;
  /** Type only (nothing at run time): what the error body's `details` carries for this code. */
  readonly details?: Details;
}

/** Declares a code whose answer carries `Details` (curried, so the statuses stay literal). */
function withDetails<Details>() {
  return <const Status extends number>(status: Status[], message: string) =>
    ({ status, message }) as ErrorCodeDeclaration<Status, Details>;
}

/** Declares a code whose answer carries no `details`. */
const plain = withDetails<undefined>();

/** What a refusal of an order write carries: the basket as it is now, when it has been priced again. */
interface BasketDetails {
  /** The basket with its new figures (after an order write refused for it). */
  basket?: Basket;
}

/**
 * Every code the API answers a failed call with: the one declaration the server's `HttpError`, the
 * SDK's `ApiError.code`, the CLI and the docs' error table all derive from. A code that is not here
 * does not compile in the server, and the server's tests answer it as a 500 naming it.
 */
// One pure call, so a bundle that reads only the codes' names (the SDK core) drops the whole table.
export const errorCodes = /* @__PURE__ */ (() =>
  ({
    validation: plain([400], 'Проверьте введённые данные.'),
    not_registered: plain(
      [400],
      'Этот номер ещё не зарегистрирован. Зарегистрируйтесь или войдите другим способом.',
    ),
    unauthorized: plain([401], 'Войдите в личный кабинет, чтобы продолжить.'),
    forbidden: plain([403], 'Недостаточно прав для этого действия.'),
    cross_site: plain([403], 'Запрос отклонён. Обновите страницу и попробуйте ещё раз.'),
    not_found: plain([404], 'Страница не найдена'),
    section_not_found: plain([404], 'Раздел не найден'),
    promo_not_found: plain([404], 'Акция не найдена'),
    brand_not_found: plain([404], 'Бренд не найден'),
    tag_not_found: plain([404], 'Тег не найден'),
    /** A 422 of a basket change names the product that is not found. */
    product_not_found: withDetails<{ productId?: number } | undefined>()([404, 422], 'Товар не найден'),
    city_not_found: plain([404], 'Город не найден'),
    shop_not_found: plain([404], 'Магазин не найден'),
    location_not_found: plain([404], 'Населённый пункт или улица не найдены'),
    order_not_found: plain([404], 'Заказ не найден'),
    payment_not_found: plain([404], 'Платёж не найден'),
    estimate_not_found: plain([404], 'Смета не найдена'),
    review_not_found: plain([404], 'Отзыв не найден'),
    publication_not_found: plain([404], 'Страница не найдена'),
    comment_not_found: plain([404], 'Комментарий не найден'),
    method_not_allowed: plain([405], 'Запрос не поддерживается. Обновите страницу и попробуйте ещё раз.'),
    conflict: plain([409], 'Эти данные уже использует другая учётная запись.'),
    already_registered: plain([409], 'Этот номер уже зарегистрирован: войдите по коду из SMS.'),
    basket_changed: withDetails<BasketDetails | undefined>()(
      [409],
      'Корзина изменилась: проверьте её и оформите заказ ещё раз.',
    ),
    out_of_stock: withDetails<BasketDetails & { missing: Array<{ id: number; left: number }> }>()(
      [409],
      'Некоторых товаров не хватает: проверьте корзину.',
    ),
    basket_empty: withDetails<BasketDetails | undefined>()([409, 422], 'Корзина пуста.'),
    price_changed: withDetails<{
      /** The total the shopper was shown, roubles. */
      shownTotal: number;
      /** The total now, roubles. */
      total: number;
      /** The courier delivery in `total`, roubles (courier orders only). */
      deliveryPrice?: number;
      /** The city the courier goes to (courier orders only). */
      deliveryCity?: string;
    }>()([409], 'Цена изменилась: проверьте сумму и оформите заказ ещё раз.'),
    order_finished: plain([409], 'Заказ уже выполнен или отменён: его нельзя изменить.'),
    order_already_cancelled: plain([409], 'Заказ уже отменён.'),
    order_not_payable: plain([409], 'Этот заказ нельзя оплатить онлайн.'),
    payments_unavailable: plain([409], 'Онлайн-оплата сейчас недоступна. Попробуйте позже.'),
    tag_exists: plain([409], 'Тег с таким кодом уже есть: выберите другой код.'),
    pay_system_unavailable: plain([409], 'Этот способ оплаты недоступен. Выберите другой.'),
    limit: withDetails<{ /** How many the list may hold. */ limit: number }>()(
      [409],
      'Список заполнен: удалите что-нибудь, чтобы добавить новое.',
    ),
    payload_too_large: plain([413], 'Слишком большой запрос: уменьшите файлы и попробуйте ещё раз.'),
    idempotency_mismatch: plain([422], 'Запрос уже был отправлен с другими данными. Обновите страницу.'),
    promo_code_refused: withDetails<{ /** The code as the shopper typed it. */ promoCode: string }>()(
      [422],
      'Промокод не применён.',
    ),
    quantity_unavailable: withDetails<{
      productId: number;
      /** The most the basket may hold of it now. */
      maxQuantity: number;
      /** How many the basket holds already. */
      inBasket: number;
    }>()([422], 'Столько товара нет в наличии.'),
    product_unavailable: withDetails<{ productId: number; maxQuantity: number }>()(
      [422],
      'Товара нет в наличии.',
    ),
    basket_full: withDetails<{ productId: number /** The most lines a basket holds. */; maxLines: number }>()(
      [422],
      'В корзине слишком много товаров.',
    ),
    too_many_attempts: plain([429], 'Слишком много попыток. Попробуйте позже.'),
    internal: plain([500], 'Ошибка сервера. Попробуйте позже.'),
    unavailable: plain([503], 'Сайт временно недоступен. Попробуйте через минуту.'),
    payment_provider_unavailable: plain(
      [503],
      'Платёжный сервис не отвечает. Попробуйте оплатить чуть позже.',
    ),
  }) as const satisfies Record<string, ErrorCodeDeclaration>)();

/** Every code the API answers a failed call with (the keys of {@link errorCodes}). */
export type ServerErrorCode = keyof typeof errorCodes;

/** The HTTP statuses `C` is answered with. */
export type ServerErrorStatus<C extends ServerErrorCode = ServerErrorCode> =
  (typeof errorCodes)[C]['status'][number];

/**
 * What the error body's `details` carries for `C`, as declared: `undefined` for a code that carries none,
 * a type with `| undefined` for one that carries it only sometimes.
 */
export type ServerErrorDetails<C extends ServerErrorCode> = C extends ServerErrorCode
  ? (typeof errorCodes)[C] extends ErrorCodeDeclaration<number, infer Details>
    ? Details
    : never
  : never;
