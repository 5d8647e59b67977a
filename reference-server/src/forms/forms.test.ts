import {
  FORM_FILE_MAX_BYTES,
  FORM_FILE_UNUSED_HOURS,
  FORM_FILES_WAITING_LIMIT,
  formsCalls,
  ordersCalls,
  PERSONAL_DATA_CONSENT_VERSION,
  reviewsCalls,
} from '@verstak/sdk/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { accountKit } from '../testing/account-kit';
import { seededDatabase } from '../testing/seeded-database';
import { sweepUnusedFormFiles } from './form-files';
import { STORE_MAILBOX } from './store-mailbox';

// The store's forms (§7.7 /forms/…) and their files (/forms-files/) through the real API in-process,
// answers checked against the contract: each form valid and refused in Russian, throttled, delivered
// to the store's mailbox with a copy to the sender, its consent recorded with the text's version; and
// the files' attack pass: a page with a photo's name, oversize, too many, someone else's id, a burst.

const NOW = Date.UTC(2026, 10, 26, 9);

const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#d65' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Phone', Model: 'X' }, IFD3: { GPSLatitudeRef: 'N' } })
    .toBuffer();
const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const file = (bytes: Uint8Array | string, name: string, type = 'image/jpeg') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

describe('the store’s forms and their files', () => {
  let db: Db;
  let now = NOW;
  let kit: ReturnType<typeof accountKit>;
  let productId = 0;

  beforeAll(async () => {
    db = await seededDatabase(60);
    kit = accountKit(db, () => now);
    const [row] = await db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 1');
    productId = row?.id ?? 0;
  });
  afterAll(() => db.close());
  // Each test starts with full send limits, as an hour later would.
  beforeEach(async () => {
    now += 2 * 3600_000;
  });

  const count = async (table: string, where = 'true', params: Array<string | number> = []) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params))[0]?.n ??
    0;
  const upload = async (token: string, ...files: File[]) => {
    const form = new FormData();
    for (const f of files) form.append('file[]', f);
    return kit.raw('POST', '/forms-files/', { multipart: form, token });
  };
  const mailsTo = (to: string) =>
    db.query<{ subject: string; body: string }>(
      'SELECT subject, body FROM outbox WHERE recipient = $1 ORDER BY id DESC',
      [to],
    );

  const forms = () => ({
    writeUs: {
      row: formsCalls.writeUs,
      path: '/forms/write-us',
      form: 'write-us',
      input: {
        name: 'Ольга',
        email: 'olga.smirnova@example.ru',
        topic: 'Заказ' as const,
        message: 'Заказ пришёл без аккумулятора, хотя в описании он был. Что делать?',
        agreement: true,
      },
      copyTo: 'olga.smirnova@example.ru',
      invalid: [
        [{ email: 'olga@' }, 'email', /электронной почты/],
        [{ message: '  ' }, 'message', /Напишите сообщение/],
        [{ topic: 'Реклама казино' }, 'topic', /Выберите тему/],
      ],
    },
    callback: {
      row: formsCalls.callback,
      path: '/forms/callback',
      form: 'callback',
      input: { name: 'Сергей', phone: '89161234567', time: 'после 18:00', agreement: true },
      copyTo: null,
      invalid: [
        [{ phone: '123' }, 'phone', /10 цифр/],
        [{ name: '' }, 'name', /Введите имя/],
      ],
    },
    specialPrice: {
      row: formsCalls.specialPrice,
      path: '/forms/special-price/',
      form: 'special-price',
      input: {
        productId: 0,
        quantity: 12,
        name: 'Дмитрий',
        phone: '+7 (905) 111-22-33',
        email: 'd.orlov@stroymontazh.example.ru',
        message: 'Берём 12 штук для бригады, нашли дешевле на 8%.',
        agreement: true,
      },
      copyTo: 'd.orlov@stroymontazh.example.ru',
      invalid: [
        [{ productId: 99999999 }, 'productId', /Товар не найден/],
        [{ quantity: 0 }, 'quantity', /Количество/],
      ],
    },
    serviceB2b: {
      row: formsCalls.serviceB2b,
      path: '/forms/service-b2b/',
      form: 'service-b2b',
      input: {
        company: 'ООО «Стройресурс»',
        name: 'Павел Кузнецов',
        phone: '+7 (903) 555-44-33',
        email: 'service@stroyresurs.example.ru',
        message: 'Пять перфораторов перестали включаться режим долбления, нужна диагностика на объекте.',
        agreement: true,
      },
      copyTo: 'service@stroyresurs.example.ru',
      invalid: [
        [{ company: '' }, 'company', /название организации/],
        [{ inn: '12' }, 'inn', /ИНН/],
      ],
    },
  });

  for (const name of ['writeUs', 'callback', 'specialPrice', 'serviceB2b'] as const) {
    describe(name, () => {
      const spec = () => {
        const f = forms()[name];
        return { ...f, input: 'productId' in f.input ? { ...f.input, productId } : f.input };
      };

      it('delivers to the store’s mailbox, copies the sender, records the consent with the text’s version', async () => {
        const s = spec();
        const token = await kit.guestToken();
        const before = await mailsTo(STORE_MAILBOX);
        // biome-ignore lint/suspicious/noExplicitAny: one loop over four rows of different inputs
        const answer = await kit.call(s.row as any, s.input as any, { token });
        expect(answer.status, JSON.stringify(answer.errors)).toBe(200);
        expect(answer.data).toEqual({ sent: true });
        const staff = await mailsTo(STORE_MAILBOX);
        expect(staff.length).toBe(before.length + 1);
        expect(staff[0]?.body).toContain(s.input.name);
        if (s.copyTo) {
          const [copy] = await mailsTo(s.copyTo);
          expect(copy?.subject).toMatch(/обращение получено/);
          expect(copy?.body).toContain(s.input.name);
        }
        const [request] = await db.query<{ consent_id: number; visitor: string }>(
          'SELECT consent_id, visitor FROM form_requests WHERE form = $1 ORDER BY id DESC LIMIT 1',
          [s.form],
        );
        const [consent] = await db.query<{
          form: string;
          text_version: string;
          given_at: Date;
          visitor: string;
        }>('SELECT form, text_version, given_at, visitor FROM consents WHERE id = $1', [
          request?.consent_id ?? 0,
        ]);
        expect(consent).toMatchObject({ form: s.form, text_version: PERSONAL_DATA_CONSENT_VERSION });
        expect(new Date(consent?.given_at ?? 0).getTime()).toBe(now);
        expect(consent?.visitor).toBe(request?.visitor);
      });

      it('refuses bad input and missing consent in Russian, storing and sending nothing', async () => {
        const s = spec();
        const token = await kit.guestToken();
        const [requests, consents, mails] = [
          await count('form_requests'),
          await count('consents'),
          await count('outbox'),
        ];
        const cases = [
          [{ agreement: false }, 'agreement', /согласие/],
          [{ agreement: 'yes' }, 'agreement', /согласие/],
          [{ name: 'Я'.repeat(500) }, 'name', /Не длиннее 60/],
          ...s.invalid,
        ] as Array<[Record<string, unknown>, string, RegExp]>;
        for (const [change, field, message] of cases) {
          // biome-ignore lint/suspicious/noExplicitAny: forged input on purpose
          const answer = await kit.call(s.row as any, { ...s.input, ...change } as any, { token });
          expect(answer.status, field).toBe(400);
          expect(answer.errors?.[field], field).toMatch(message);
        }
        const noConsent = Object.fromEntries(Object.entries(s.input).filter(([k]) => k !== 'agreement'));
        // biome-ignore lint/suspicious/noExplicitAny: forged input on purpose
        const missing = await kit.call(s.row as any, noConsent as any, { token });
        expect(missing.errors?.agreement).toBe('Нужно согласие на обработку персональных данных');
        expect(await count('form_requests')).toBe(requests);
        expect(await count('consents')).toBe(consents);
        expect(await count('outbox')).toBe(mails);
      });
    });
  }

  it('throttles a burst of 20 sends from one visitor with fresh phones: 10 go, the rest are 429 in Russian', async () => {
    const token = await kit.guestToken();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        kit.call(
          formsCalls.callback,
          { name: 'Сергей', phone: `+7 (916) 200-00-${String(i).padStart(2, '0')}`, agreement: true },
          { token },
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(429);
      expect(Object.values(refused.errors ?? {})[0]).toMatch(/Слишком много заявок/);
    }
  });

  it('copies one e-mail at most 6 times an hour, whoever sends: the form cannot mail anyone’s inbox', async () => {
    const victim = 'someone.else@example.ru';
    const answers = [];
    for (let i = 0; i < 8; i++)
      answers.push(
        await kit.call(
          formsCalls.writeUs,
          { name: 'Спам', email: victim, message: 'Купите наших слонов', agreement: true },
          { token: await kit.guestToken() },
        ),
      );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    expect(answers[7]?.errors?.common ?? Object.values(answers[7]?.errors ?? {})[0]).toMatch(/много заявок/);
    expect((await mailsTo(victim)).length).toBe(6);
  });

  describe('files', () => {
    it('takes a photo (re-encoded, EXIF gone) and a PDF, and attaches them to «Написать нам» by id', async () => {
      const token = await kit.guestToken();
      const answer = await upload(
        token,
        file(await photo(), 'IMG_2041.JPG'),
        file(pdf(), 'чек.pdf', 'application/pdf'),
      );
      expect(answer.status, JSON.stringify(answer.errors)).toBe(200);
      const files = answer.data.files as Array<{ id: number; name: string; type: string; size: number }>;
      expect(files.map((f) => [f.name, f.type])).toEqual([
        ['IMG_2041.JPG', 'jpeg'],
        ['чек.pdf', 'pdf'],
      ]);
      const [stored] = await db.query<{ b64: string }>(
        "SELECT encode(content, 'base64') AS b64 FROM form_files WHERE id = $1",
        [files[0]?.id ?? 0],
      );
      const meta = await sharp(Buffer.from(stored?.b64 ?? '', 'base64')).metadata();
      expect(meta.exif).toBeUndefined();
      const sent = await kit.call(
        formsCalls.writeUs,
        {
          name: 'Ольга',
          email: 'olga.files@example.ru',
          message: 'Фото повреждения и чек прилагаю.',
          fileIds: files.map((f) => f.id),
          agreement: true,
        },
        { token },
      );
      expect(sent.status, JSON.stringify(sent.errors)).toBe(200);
      const [letter] = await mailsTo(STORE_MAILBOX);
      expect(letter?.body).toContain('Файлы (2):');
      expect(letter?.body).toContain('IMG_2041.JPG');
      const [attached] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM form_files WHERE id = ANY($1::int[]) AND request_id IS NOT NULL',
        [files.map((f) => f.id)],
      );
      expect(attached?.n).toBe(2);
      // A sent file is no longer the visitor's to delete or attach again.
      const again = await kit.call(formsCalls.deleteFile, { id: files[0]?.id ?? 0 }, { token });
      expect(again.status).toBe(404);
    });

    it('refuses by content with clear Russian errors and stores nothing of the batch', async () => {
      const token = await kit.guestToken();
      const before = await count('form_files');
      const page = await upload(token, file('<html><script>alert(1)</script></html>', 'photo.jpg'));
      expect(page.status).toBe(400);
      expect(page.errors?.file).toBe(
        'Не приняты: «photo.jpg» — можно приложить фотографию JPEG, PNG, WebP или документ PDF',
      );
      const exe = await upload(
        token,
        file(Buffer.from('MZ\x90\x00 this program'), 'scan.pdf', 'application/pdf'),
      );
      expect(exe.errors?.file).toMatch(/«scan.pdf» — можно приложить/);
      const mixed = await upload(token, file(await photo(), 'ok.jpg'), file('GIF89a', 'bad.png'));
      expect(mixed.status).toBe(400);
      expect(mixed.errors?.file).toMatch(/«bad.png»/);
      const big = await upload(token, file(new Uint8Array(FORM_FILE_MAX_BYTES + 1), 'huge.jpg'));
      expect(big.errors?.file).toBe('Не приняты: «huge.jpg» — больше 10 МБ');
      const many = await upload(token, ...Array.from({ length: 6 }, (_, i) => file(pdf(), `${i}.pdf`)));
      expect(many.errors?.file).toBe('Не больше 5 файлов за раз, а выбрано 6');
      expect(await count('form_files')).toBe(before);
    });

    it('keeps at most 10 waiting files per visitor, even under 20 uploads at once', async () => {
      const token = await kit.guestToken();
      const bytes = pdf();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => upload(token, file(bytes, `акт-${i}.pdf`, 'application/pdf'))),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(FORM_FILES_WAITING_LIMIT);
      expect(answers.find((a) => a.status === 400)?.errors?.file).toMatch(
        /Слишком много файлов ждут отправки/,
      );
      const listed = await kit.call(formsCalls.deleteFileList, {}, { token });
      expect(listed.data.deleted).toHaveLength(FORM_FILES_WAITING_LIMIT);
    });

    it('answers someone else’s file id as an unknown one and removes nothing', async () => {
      const owner = await kit.guestToken();
      const stranger = await kit.guestToken();
      const answer = await upload(owner, file(pdf(), 'смета.pdf', 'application/pdf'));
      const id = (answer.data.files as Array<{ id: number }>)[0]?.id ?? 0;
      const theirs = await kit.call(formsCalls.deleteFile, { id }, { token: stranger });
      const unknown = await kit.call(formsCalls.deleteFile, { id: 99_999_999 }, { token: stranger });
      expect(theirs.status).toBe(404);
      expect(theirs.errors).toEqual(unknown.errors);
      expect(
        (await kit.call(formsCalls.deleteFileList, { ids: [id] }, { token: stranger })).data.deleted,
      ).toEqual([]);
      const attach = await kit.call(
        formsCalls.writeUs,
        {
          name: 'Чужой',
          email: 'thief@example.ru',
          message: 'Прикладываю чужой файл',
          fileIds: [id],
          agreement: true,
        },
        { token: stranger },
      );
      expect(attach.status).toBe(400);
      expect(attach.errors?.fileIds).toBe('Файл не найден: загрузите его ещё раз');
      expect(await count('form_requests', "email = 'thief@example.ru'")).toBe(0);
      expect(await count('form_files', 'id = $1 AND request_id IS NULL', [id])).toBe(1);
      expect((await kit.call(formsCalls.deleteFile, { id }, { token: owner })).data).toEqual({ deleted: id });
      expect(await count('form_files', 'id = $1', [id])).toBe(0);
    });

    it('answers malformed ids and an empty upload with a clear 400, never a 5xx', async () => {
      const token = await kit.guestToken();
      const base = { name: 'Ольга', email: 'olga.ids@example.ru', message: 'Проверка', agreement: 'Y' };
      for (const fileIds of ['abc', '-1', '1,2,3,4,5,6', '99999999999999']) {
        const answer = await kit.raw('POST', '/forms/write-us', { form: { ...base, fileIds }, token });
        expect(answer.status, fileIds).toBe(400);
        console.log(fileIds, JSON.stringify(answer.errors));
        expect(answer.errors?.fileIds, `${fileIds}: ${JSON.stringify(answer.errors)}`).toMatch(
          /Файл не найден|Не больше 5 файлов/,
        );
      }
      expect((await kit.raw('DELETE', '/forms-files/abc', { token })).status).toBe(400);
      const empty = await kit.raw('POST', '/forms-files/', { multipart: new FormData(), token });
      expect(empty.status).toBe(400);
      expect(await count('form_requests', "email = 'olga.ids@example.ru'")).toBe(0);
    });

    it('needs a session: without a token a file is refused 401 and nothing is stored', async () => {
      const form = new FormData();
      form.append('file[]', file(pdf(), 'a.pdf', 'application/pdf'));
      expect((await kit.raw('POST', '/forms-files/', { multipart: form })).status).toBe(401);
    });

    it('sweeps files no request took after the set hours, keeping sent and fresh ones', async () => {
      const token = await kit.guestToken();
      const old = await upload(token, file(pdf(), 'старый.pdf', 'application/pdf'));
      const oldId = (old.data.files as Array<{ id: number }>)[0]?.id ?? 0;
      const sentUpload = await upload(token, file(pdf(), 'отправленный.pdf', 'application/pdf'));
      const sentId = (sentUpload.data.files as Array<{ id: number }>)[0]?.id ?? 0;
      await kit.call(
        formsCalls.writeUs,
        {
          name: 'Ольга',
          email: 'olga.sweep@example.ru',
          message: 'С файлом',
          fileIds: [sentId],
          agreement: true,
        },
        { token },
      );
      now += (FORM_FILE_UNUSED_HOURS - 1) * 3600_000;
      const fresh = await upload(token, file(pdf(), 'новый.pdf', 'application/pdf'));
      const freshId = (fresh.data.files as Array<{ id: number }>)[0]?.id ?? 0;
      now += 2 * 3600_000;
      await sweepUnusedFormFiles(db, now);
      const left = await db.query<{ id: number }>(
        'SELECT id FROM form_files WHERE id = ANY($1::int[]) ORDER BY id',
        [[oldId, sentId, freshId]],
      );
      expect(left.map((r) => r.id)).toEqual([sentId, freshId]);
    });
  });

  it('records the consent of a one-click order and of a review with the text’s version', async () => {
    const token = await kit.guestToken();
    const [product] = await db.query<{ id: number }>(
      'SELECT id FROM products WHERE delivery_stock > 2 ORDER BY id LIMIT 1',
    );
    const order = await kit.call(
      ordersCalls.fastMake,
      { productId: product?.id ?? 0, name: 'Игорь', phone: '+7 (910) 321-00-11' },
      { token, key: 'fast-consent-1' },
    );
    expect(order.status, JSON.stringify(order.errors)).toBe(200);
    const [person] = await db.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'ivan.petrov@example.ru'",
    );
    const review = await kit.call(
      reviewsCalls.write,
      {
        productId: product?.id ?? 0,
        rating: 5,
        text: 'Отличный инструмент, работает без нареканий.',
        agreement: true,
      },
      { token: await kit.tokenFor(person?.id ?? 0), key: 'review-consent-1' },
    );
    expect(review.status, JSON.stringify(review.errors)).toBe(200);
    const rows = await db.query<{ form: string; text_version: string; user_id: number | null }>(
      "SELECT form, text_version, user_id FROM consents WHERE form IN ('fast-order', 'review') ORDER BY id",
    );
    expect(rows.map((r) => r.form)).toEqual(['fast-order', 'review']);
    expect(rows[1]?.user_id).toBe(person?.id);
    for (const row of rows) expect(row.text_version).toBe(PERSONAL_DATA_CONSENT_VERSION);
  });
});
