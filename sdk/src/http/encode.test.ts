import { describe, expect, it } from 'vitest';
import { contentType, encodeBody, toSearchParams } from './encode';

describe('body encodings (§7.1)', () => {
  it('sends multipart form data with lists as name[], objects as name[key] and files as files', async () => {
    const photo = new File(['<svg/>'], 'drill.svg', { type: 'image/svg+xml' });
    const body = encodeBody(
      {
        text: 'Отличная дрель',
        rating: 5,
        photo: [photo],
        meta: { orderId: 7 },
        note: undefined,
        gone: null,
      },
      'multipart',
    );
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect([...form.keys()]).toEqual(['text', 'rating', 'photo[]', 'meta[orderId]']);
    expect(form.get('text')).toBe('Отличная дрель');
    expect(form.get('rating')).toBe('5');
    expect(form.get('meta[orderId]')).toBe('7');
    const file = form.get('photo[]') as File;
    expect(file.name).toBe('drill.svg');
    expect(await file.text()).toBe('<svg/>');
    // FormData sets its own multipart boundary; a Content-Type set by hand would lose it.
    expect(contentType('multipart')).toBeUndefined();
  });

  it('sends a multipart body through fetch with its boundary, readable by the receiving side', async () => {
    const body = encodeBody({ comment: 'ok', ids: [1, 2] }, 'multipart') as FormData;
    const request = new Request('http://shop.test/upload', { method: 'POST', body });
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const received = await request.formData();
    expect(received.getAll('ids[]')).toEqual(['1', '2']);
    expect(received.get('comment')).toBe('ok');
  });

  it('sends form data by default, JSON and plain text when asked', () => {
    expect(String(encodeBody({ a: [1, 2], b: 'x y' }, 'form'))).toBe('a%5B%5D=1&a%5B%5D=2&b=x+y');
    expect(encodeBody({ a: 1 }, 'json')).toBe('{"a":1}');
    expect(encodeBody({ hash: 'abc' }, 'plain')).toBe('abc');
    expect(encodeBody({}, 'plain')).toBeUndefined();
    expect(contentType('json')).toBe('application/json');
    expect(contentType('plain')).toBe('text/plain;charset=UTF-8');
  });

  it('drops nullish values from the query', () => {
    expect(toSearchParams({ a: undefined, b: null, c: 0, d: [null, 'x'] }).toString()).toBe('c=0&d%5B%5D=x');
  });
});
