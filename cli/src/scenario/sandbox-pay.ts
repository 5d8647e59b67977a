import { CliError } from '../io';

/** A form of an HTML page, as a browser would submit it. */
interface PageForm {
  action: string;
  method: string;
  /** Name/value pairs a browser sends whatever the button (hidden, text, checked boxes and radios). */
  fields: Array<[string, string]>;
  /** Radio groups' unchecked choices, by name. */
  radios: Array<[string, string]>;
  /** The submit buttons: their name, value and label. */
  buttons: Array<{ name: string; value: string; label: string }>;
}

const attr = (tag: string, name: string): string | undefined => {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? decodeEntities(m[1] ?? m[2] ?? m[3] ?? '') : undefined;
};
const hasAttr = (tag: string, name: string) => new RegExp(`\\s${name}(\\s|=|>|/)`, 'i').test(tag);

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&');
}

/** The forms of a page: enough of HTML for a provider's pay page, not a general parser. */
export function readForms(html: string): PageForm[] {
  return Array.from(html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi), (m) => {
    const open = m[1] ?? '';
    const body = m[2] ?? '';
    const form: PageForm = {
      action: attr(open, 'action') ?? '',
      method: (attr(open, 'method') ?? 'get').toUpperCase(),
      fields: [],
      radios: [],
      buttons: [],
    };
    for (const input of body.matchAll(/<input\b[^>]*>/gi)) {
      const tag = input[0];
      const name = attr(tag, 'name');
      const type = (attr(tag, 'type') ?? 'text').toLowerCase();
      const value = attr(tag, 'value') ?? (type === 'checkbox' || type === 'radio' ? 'on' : '');
      if (type === 'submit' || type === 'image') {
        form.buttons.push({ name: name ?? '', value, label: value });
        continue;
      }
      if (!name || type === 'button' || type === 'reset' || type === 'file') continue;
      if (type === 'radio') {
        if (hasAttr(tag, 'checked')) form.fields.push([name, value]);
        else form.radios.push([name, value]);
      } else if (type === 'checkbox') {
        if (hasAttr(tag, 'checked')) form.fields.push([name, value]);
      } else form.fields.push([name, value]);
    }
    for (const button of body.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/gi)) {
      const tag = button[1] ?? '';
      const type = (attr(` ${tag}`, 'type') ?? 'submit').toLowerCase();
      if (type !== 'submit') continue;
      form.buttons.push({
        name: attr(` ${tag}`, 'name') ?? '',
        value: attr(` ${tag}`, 'value') ?? '',
        label: decodeEntities(
          (button[2] ?? '')
            .replace(/<[^>]+>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim(),
        ),
      });
    }
    for (const select of body.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/gi)) {
      const name = attr(` ${select[1] ?? ''}`, 'name');
      const options = Array.from((select[2] ?? '').matchAll(/<option\b([^>]*)>/gi), (o) => o[1] ?? '');
      const chosen = options.find((o) => hasAttr(` ${o}`, 'selected')) ?? options[0];
      if (name && chosen !== undefined) form.fields.push([name, attr(` ${chosen}`, 'value') ?? '']);
    }
    return form;
  });
}

const WORDS = {
  success: /^(success|succeeded|ok|paid|pay|approve|approved|y|yes|true)$|success|оплатить|успе/i,
  failure:
    /^(failure|fail|failed|decline|declined|reject|rejected|n|no|false|cancel)$|fail|declin|reject|отказ|ошибк|неудач/i,
} as const;

/** The form and the button (or radio choice) that make `outcome`, or why there is none. */
function decisionOf(forms: PageForm[], outcome: 'success' | 'failure') {
  const words = WORDS[outcome];
  for (const form of forms) {
    const button = form.buttons.find((b) => words.test(b.value) || words.test(b.label) || words.test(b.name));
    if (button)
      return { form, extra: button.name ? ([[button.name, button.value]] as Array<[string, string]>) : [] };
  }
  for (const form of forms) {
    const radio = form.radios.find(([, value]) => words.test(value));
    if (radio) {
      const fields = form.fields.filter(([name]) => name !== radio[0]);
      return { form: { ...form, fields }, extra: [radio] as Array<[string, string]> };
    }
  }
  return null;
}

/** Where a browser goes next from an answer: its Location, or a `<meta http-equiv="refresh">` URL. */
function nextLocation(response: Response, html: string): string | null {
  const location = response.headers.get('location');
  if (response.status >= 300 && response.status < 400 && location) return location;
  const meta = /<meta\b[^>]*http-equiv\s*=\s*["']?refresh["']?[^>]*>/i.exec(html)?.[0];
  const content = meta ? attr(meta, 'content') : undefined;
  const url = content ? /url\s*=\s*['"]?([^'"]+)/i.exec(content)?.[1] : undefined;
  return url ?? null;
}

/** Whether a URL is the store's payment return (`…?paymentId=…`), where the sandbox sends the shopper back. */
const isReturn = (url: URL) => url.searchParams.has('paymentId');

/**
 * Pays on the sandbox provider's page as a browser would: opens the pay page, submits its form with
 * the success or failure choice, and follows the redirects until the store's return URL
 * (`/personal/orders/?paymentId=…&success=Y|N`), which it answers without opening (the storefront
 * need not run). Fails in words when the page has no such form or never returns.
 */
export async function payInSandbox(
  fetch: typeof globalThis.fetch,
  payUrl: string,
  outcome: 'success' | 'failure',
): Promise<URL> {
  let url = new URL(payUrl);
  let response = await fetch(url, { redirect: 'manual', headers: { Accept: 'text/html' } });
  let html = await response.text();
  for (let hops = 0; hops < 10; hops++) {
    if (isReturn(url)) return url;
    const next = nextLocation(response, html);
    if (next === null) break;
    url = new URL(next, url);
    if (isReturn(url)) return url;
    response = await fetch(url, { redirect: 'manual', headers: { Accept: 'text/html' } });
    html = await response.text();
  }
  if (!response.ok) throw new CliError(`The pay page ${url.href} answered HTTP ${response.status}`, 'http');
  const decision = decisionOf(readForms(html), outcome);
  if (!decision) throw new CliError(`The pay page ${url.href} has no form to choose ${outcome}`, 'http');
  const fields = new URLSearchParams([...decision.form.fields, ...decision.extra]);
  const action = new URL(decision.form.action || url.href, url);
  response =
    decision.form.method === 'POST'
      ? await fetch(action, {
          method: 'POST',
          redirect: 'manual',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            Accept: 'text/html',
            Origin: url.origin,
          },
          body: fields,
        })
      : await fetch(new URL(`${action.pathname}?${fields}`, action), { redirect: 'manual' });
  url = action;
  for (let hops = 0; hops < 10; hops++) {
    html = await response.text();
    if (response.status >= 400)
      throw new CliError(`The pay page's form at ${url.href} answered HTTP ${response.status}`, 'http');
    const next = nextLocation(response, html);
    if (next === null) break;
    url = new URL(next, url);
    if (isReturn(url)) return url;
    response = await fetch(url, { redirect: 'manual', headers: { Accept: 'text/html' } });
  }
  throw new CliError(
    `The sandbox did not send the shopper back to the store after choosing ${outcome}`,
    'http',
  );
}
