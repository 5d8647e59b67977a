import { describe, expect, it } from 'vitest';
import { catalogRoutes } from '../api/catalog';
import { defineCallRoute } from '../contract/route';
import { buildRequest, type RequestState } from './build-request';

const state: RequestState = {
  base: 'http://shop.test/api/v4',
  city: '0000073034',
  token: null,
  pageUrl: 'http://shop.test/catalog/dreli/?utm_medium=cpc&page=3',
  headers: { 'X-Request-Id': 'r1' },
};

describe('buildRequest (§7.1)', () => {
  it('fills path placeholders, sends the rest of a GET as query with currentCity, and marks the source', () => {
    const route = defineCallRoute<{ id: number; tab: string }, unknown>({
      id: 't.product',
      method: 'GET',
      path: '/catalog/product/{id}',
    });
    const request = buildRequest(route, { id: 42, tab: 'reviews' }, state);
    expect(request).toEqual({
      routeId: 't.product',
      method: 'GET',
      path: '/catalog/product/42',
      url: 'http://shop.test/api/v4/catalog/product/42?tab=reviews&currentCity=0000073034',
      headers: { 'X-Request-Id': 'r1', 'X-Source': 'site', Accept: 'application/json' },
      body: undefined,
    });
  });

  it('puts a POST input in the body in its encoding and keeps only currentCity in the query', () => {
    const route = defineCallRoute<{ q: string }, unknown>({
      id: 't.post',
      method: 'POST',
      path: '/things',
      encoding: 'json',
    });
    const request = buildRequest(route, { q: 'дрель' }, { ...state, token: 't0k3n' });
    expect(request.url).toBe('http://shop.test/api/v4/things?currentCity=0000073034');
    expect(request.body).toBe('{"q":"дрель"}');
    expect(request.headers).toMatchObject({
      Authorization: 'Bearer t0k3n',
      'Content-Type': 'application/json',
    });
  });

  it('adds metaForUri and the utm_* copies on /pages/ calls only', () => {
    const pages = defineCallRoute<Record<string, never>, unknown>({
      id: 't.p',
      method: 'GET',
      path: '/pages/main',
    });
    const url = new URL(buildRequest(pages, {}, state).url);
    expect(url.searchParams.get('metaForUri')).toBe('/catalog/dreli/');
    expect(url.searchParams.get('get_param_utm_medium')).toBe('cpc');
    expect(url.searchParams.has('get_param_page')).toBe(false);
  });

  it('sends no currentCity without a city, and no token header without a token', () => {
    const route = defineCallRoute<Record<string, never>, unknown>({
      id: 't.g',
      method: 'GET',
      path: '/base',
    });
    const request = buildRequest(route, {}, { ...state, city: undefined });
    expect(request.url).toBe('http://shop.test/api/v4/base');
    expect(request.headers).not.toHaveProperty('Authorization');
  });

  it('sends a listing’s filter values as the §5 conditions, and a conditions string as it is', () => {
    const url = (filter: Parameters<typeof buildRequest>[1]) =>
      new URL(buildRequest(catalogRoutes.section, filter, { ...state, pageUrl: undefined }).url);
    const values = [
      { code: 'brand', kind: 'choice', values: ['makita', 'bosch'] },
      { code: 'price', kind: 'range', from: 1000, to: 2500.5 },
      { code: 'power', kind: 'choice', values: [] },
    ] as const;
    const built = url({ path: '/catalog/dreli/', filter: values });
    expect(built.searchParams.get('filter')).toBe('brand-is-makita-or-bosch/price-from-1000-to-2500-5');
    expect(built.searchParams.getAll('filter[]')).toEqual([]);
    expect(url({ path: '/catalog/dreli/', filter: 'brand-is-makita' }).searchParams.get('filter')).toBe(
      'brand-is-makita',
    );
    expect(url({ path: '/catalog/dreli/', filter: [] }).searchParams.get('filter')).toBe('');
  });
});
