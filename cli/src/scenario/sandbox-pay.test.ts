import { describe, expect, it } from 'vitest';
import { payInSandbox, readForms } from './sandbox-pay';

const page = `<!doctype html><form class="card" method="post">
<input type="hidden" name="method" value="card">
<input id="number" name="number" value="4242 4242 4242 4242"><input name="cvc" value="123">
<input type="checkbox" name="save"><input type="checkbox" name="agree" checked>
<button class="pay" type="submit" name="decision" value="success">Оплатить 1&nbsp;500 ₽</button>
<button class="decline" type="submit" name="decision" value="failure">Отказ банка</button>
</form>`;

describe('the sandbox pay page, driven as a browser would', () => {
  it('reads a form: its fields, checked boxes only, and its buttons', () => {
    const [form] = readForms(page);
    expect(form?.method).toBe('POST');
    expect(form?.fields).toEqual([
      ['method', 'card'],
      ['number', '4242 4242 4242 4242'],
      ['cvc', '123'],
      ['agree', 'on'],
    ]);
    expect(form?.buttons.map((b) => b.value)).toEqual(['success', 'failure']);
  });

  it.each(['success', 'failure'] as const)(
    'submits the %s button and stops at the store return URL',
    async (outcome) => {
      const sent: Array<{ url: string; body: string }> = [];
      const fetch = (async (input: URL | string, init?: RequestInit) => {
        const url = String(input);
        sent.push({ url, body: init?.body ? String(init.body) : '' });
        if (init?.method === 'POST')
          return new Response('', {
            status: 303,
            headers: {
              location: `http://store.test/personal/orders/?paymentId=p1&success=${outcome === 'success' ? 'Y' : 'N'}`,
            },
          });
        return new Response(page, { status: 200, headers: { 'content-type': 'text/html' } });
      }) as typeof globalThis.fetch;
      const back = await payInSandbox(fetch, 'http://sandbox.test/pay/p1', outcome);
      expect(back.searchParams.get('success')).toBe(outcome === 'success' ? 'Y' : 'N');
      expect(sent).toHaveLength(2);
      expect(sent[1]?.url).toBe('http://sandbox.test/pay/p1');
      expect(new URLSearchParams(sent[1]?.body).get('decision')).toBe(outcome);
      expect(new URLSearchParams(sent[1]?.body).get('number')).toBe('4242 4242 4242 4242');
    },
  );

  it('says so when the page has no form to choose with', async () => {
    const fetch = (async () =>
      new Response('<p>Платёж не найден</p>', { status: 200 })) as unknown as typeof globalThis.fetch;
    await expect(payInSandbox(fetch, 'http://sandbox.test/pay/x', 'success')).rejects.toThrow(
      'The pay page http://sandbox.test/pay/x has no form to choose success',
    );
  });
});
