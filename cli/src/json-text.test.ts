import { describe, expect, it } from 'vitest';
import { jsonText } from './json-text';
import { moscowIso } from './moscow-time';

describe('jsonText (every --json answer)', () => {
  it('writes every timestamp of the API in one format, ISO 8601 with Moscow’s offset, wherever it is', () => {
    const text = jsonText({
      created: '2026-11-26T04:19:45Z',
      events: [{ at: '2026-11-26T04:19:45.144Z' }],
      deliveryDate: '2026-11-26',
      title: 'Дрель 2026-11-26T04:19:45Z',
    });
    expect(JSON.parse(text)).toEqual({
      created: '2026-11-26T07:19:45.000+03:00',
      events: [{ at: '2026-11-26T07:19:45.144+03:00' }],
      deliveryDate: '2026-11-26',
      title: 'Дрель 2026-11-26T04:19:45Z',
    });
  });

  it('keeps the instant: the written time parses back to the same moment', () => {
    for (const iso of ['2026-01-01T00:00:00Z', '2026-12-31T21:30:00.5Z', '2024-02-29T23:59:59.999Z'])
      expect(new Date(moscowIso(iso)).getTime()).toBe(new Date(iso).getTime());
    expect(moscowIso('not a date')).toBe('not a date');
  });
});
