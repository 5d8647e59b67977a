import { escapeMarkup, type PaySystemCode } from '@verstak/sdk/contract';
import { moneyText } from '../basket/money';
import { drawQrCode } from '../images/qr-code';
import type { SandboxPayment } from './sandbox-ledger';

// The sandbox's pay page: server-rendered, no script and no external asset, one inline style
// allowed by its nonce. The shopper sees the amount and the method's panel (card form, SBP QR code or
// Halva instalments) and decides: «Оплатить» (the bank approves) or «Отказ банка» (it declines).

/** The test card the form is filled with (any future expiry and any CVC pass). */
export const TEST_CARD = '4111 1111 1111 1111';

/** The methods the page can show, each with its tab title. */
export const METHOD_TITLES: Record<PaySystemCode, string> = {
  card: 'Банковская карта',
  'raiff-acquiring': 'Карта (Райффайзенбанк)',
  'raiff-sbp': 'СБП',
  'parts-halva': 'Халва — рассрочка',
};

/** Halva splits the sum into this many payments, every two weeks, at no extra cost. */
export const HALVA_PAYMENTS = 4;

/** The instalments of `kopecks`: equal parts, the last one taking the remainder. */
export function halvaSchedule(kopecks: number): number[] {
  const part = Math.floor(kopecks / HALVA_PAYMENTS);
  return Array.from({ length: HALVA_PAYMENTS }, (_, i) =>
    i === HALVA_PAYMENTS - 1 ? kopecks - part * (HALVA_PAYMENTS - 1) : part,
  );
}

/** The SBP payment link the QR code carries (a sandbox address, not the real NSPK one). */
export function sbpLink(payment: SandboxPayment): string {
  return `https://qr.nspk.example/sandbox/${payment.id}?sum=${payment.amountKopecks}&cur=RUB`;
}

const STYLE = `
*{box-sizing:border-box}
body{font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f4f5f7;color:#1b1d21}
main{max-width:480px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 2px 8px #0001;margin-bottom:16px}
h1{font-size:20px;margin:0 0 4px}
.sum{font-size:28px;font-weight:700;margin:8px 0}
.muted{color:#5f6368;font-size:14px;margin:0}
nav{display:flex;flex-wrap:wrap;gap:8px;margin-bottom:16px}
nav a{flex:1 1 40%;text-align:center;padding:10px 8px;border-radius:8px;background:#fff;color:#1b1d21;text-decoration:none;border:1px solid #d0d4da;font-size:14px}
nav a[aria-current=page]{border-color:#2d6cdf;background:#e8f0fd;font-weight:600}
label{display:block;margin:12px 0 4px;font-size:14px}
input{width:100%;padding:10px;font:inherit;border:1px solid #bbb;border-radius:8px}
.row{display:flex;gap:12px}.row>div{flex:1}
.hint{background:#fff8e1;border-radius:8px;padding:8px 12px;font-size:14px;margin:12px 0 0}
.qr{display:block;width:200px;height:200px;margin:8px auto}
table{width:100%;border-collapse:collapse;font-size:15px}td{padding:6px 0;border-bottom:1px solid #eee}td:last-child{text-align:right}
.actions{display:flex;flex-direction:column;gap:8px;margin-top:16px}
button{width:100%;padding:14px;font:inherit;font-weight:600;border-radius:8px;cursor:pointer;border:0}
.pay{background:#2d6cdf;color:#fff}.decline{background:#fff;color:#c62828;border:1px solid #c62828}
.error{color:#c62828;margin:8px 0 0}
.sandbox{font-size:13px;color:#5f6368;text-align:center}
`;

/** A whole page around `content`, its style allowed by `nonce`. */
export function htmlPage(title: string, content: string, nonce: string): string {
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeMarkup(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
${content}
<p class="sandbox">Песочница платёжного сервиса Верстака: деньги не списываются.</p>
</main>
</body>
</html>`;
}

/** The card fields as the shopper last sent them (the form keeps them after an error). */
export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

/** The card form as a new pay page fills it in. */
export const TEST_CARD_FIELDS: CardFields = { number: TEST_CARD, expiry: '12/30', cvc: '123' };

function cardPanel(fields: CardFields, error: string): string {
  const invalid = error ? ' aria-invalid="true" aria-describedby="card-error"' : '';
  return `<label for="number">Номер карты</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" maxlength="23" value="${escapeMarkup(fields.number)}"${invalid}>
<div class="row">
<div><label for="expiry">Срок (ММ/ГГ)</label><input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" maxlength="5" placeholder="12/30" value="${escapeMarkup(fields.expiry)}"${invalid}></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="3" value="${escapeMarkup(fields.cvc)}"${invalid}></div>
</div>
${error ? `<p class="error" id="card-error" role="alert">${escapeMarkup(error)}</p>` : ''}
<p class="hint">Тестовая карта: ${TEST_CARD}, любой срок в будущем, любой CVC.</p>`;
}

function sbpPanel(payment: SandboxPayment): string {
  const svg = drawQrCode(sbpLink(payment), 'QR-код для оплаты через СБП').replace(
    '<svg ',
    '<svg class="qr" ',
  );
  return `${svg}
<p class="muted">Отсканируйте QR-код в приложении банка или нажмите «Оплатить», чтобы подтвердить оплату через СБП.</p>`;
}

function halvaPanel(payment: SandboxPayment): string {
  const rows = halvaSchedule(payment.amountKopecks)
    .map(
      (part, i) =>
        `<tr><td>${i === 0 ? 'Сегодня' : `Через ${i * 2} недели`}</td><td>${moneyText(part)}</td></tr>`,
    )
    .join('');
  return `<p class="muted">${HALVA_PAYMENTS} платежа раз в две недели, без переплаты, картой «Халва».</p>
<table>${rows}</table>`;
}

/** What the pay page shows. */
export interface PayPageView {
  payment: SandboxPayment;
  /** The panel on show (tabs switch it). */
  method: PaySystemCode;
  card: CardFields;
  error: string;
  nonce: string;
}

/** The pay page of a pending payment. */
export function payPage(view: PayPageView): string {
  const { payment, method } = view;
  const tabs = (Object.keys(METHOD_TITLES) as PaySystemCode[])
    .map(
      (code) =>
        `<a href="?method=${code}"${code === method ? ' aria-current="page"' : ''}>${METHOD_TITLES[code]}</a>`,
    )
    .join('');
  const panel =
    method === 'raiff-sbp'
      ? sbpPanel(payment)
      : method === 'parts-halva'
        ? halvaPanel(payment)
        : cardPanel(view.card, view.error);
  const content = `<section class="card">
<h1>Оплата заказа</h1>
<p class="muted">${escapeMarkup(payment.description)}</p>
<p class="sum">${moneyText(payment.amountKopecks)}</p>
</section>
<nav aria-label="Способ оплаты">${tabs}</nav>
<form class="card" method="post">
<input type="hidden" name="method" value="${method}">
<h2 class="muted">${METHOD_TITLES[method]}</h2>
${panel}
<div class="actions">
<button class="pay" type="submit" name="decision" value="success">Оплатить ${moneyText(payment.amountKopecks)}</button>
<button class="decline" type="submit" name="decision" value="failure">Отказ банка</button>
</div>
</form>`;
  return htmlPage(`Оплата ${moneyText(payment.amountKopecks)} — песочница`, content, view.nonce);
}

/** A page that only says something, with a link back to the store when there is one. */
export function messagePage(title: string, text: string, link: string | null, nonce: string): string {
  return htmlPage(
    title,
    `<section class="card"><h1>${escapeMarkup(title)}</h1><p>${escapeMarkup(text)}</p>${
      link ? `<p><a href="${escapeMarkup(link)}">Вернуться в магазин</a></p>` : ''
    }</section>`,
    nonce,
  );
}
