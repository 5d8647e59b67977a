import { describe, expectTypeOf, it } from 'vitest';
import { defineCallRoute, type Route } from '../contract/route';
import type { ApiError } from './api-error';
import type { ClientRequest } from './build-request';
import type { ErrorHookContext, RequestHookContext, ResponseHookContext } from './client-hooks';
import { type Client, type ClientOptions, createClient } from './create-client';
import type { ClientResponse } from './send-request';

const route = defineCallRoute<{ id: number; page?: number }, { title: string }>({
  id: 't.get',
  method: 'GET',
  path: '/things/{id}',
});

describe('createClient types', () => {
  it('needs a baseUrl and gives a Client', () => {
    expectTypeOf(createClient).parameter(0).toEqualTypeOf<ClientOptions>();
    expectTypeOf(createClient).returns.toEqualTypeOf<Client>();
    // @ts-expect-error baseUrl is required
    createClient({});
  });

  it('types a call by its route: input checked, data returned', () => {
    const client = createClient({ baseUrl: '' });
    expectTypeOf(client.call(route, { id: 1 })).resolves.toEqualTypeOf<{ title: string }>();
    // @ts-expect-error id must be a number
    client.call(route, { id: '1' });
    // @ts-expect-error id is required
    client.call(route, { page: 2 });
  });

  it('types the lifecycle hooks', () => {
    expectTypeOf<NonNullable<ClientOptions['onRequest']>>().parameter(0).toEqualTypeOf<RequestHookContext>();
    expectTypeOf<RequestHookContext['route']>().toEqualTypeOf<Route>();
    expectTypeOf<RequestHookContext['request']>().toEqualTypeOf<ClientRequest>();
    expectTypeOf<ClientRequest['headers']>().toEqualTypeOf<Record<string, string>>();
    expectTypeOf<ClientRequest['method']>().toEqualTypeOf<'GET' | 'POST' | 'PATCH' | 'DELETE'>();
    expectTypeOf<ResponseHookContext['response']>().toEqualTypeOf<ClientResponse>();
    expectTypeOf<ClientResponse['status']>().toEqualTypeOf<number>();
    expectTypeOf<ErrorHookContext['error']>().toEqualTypeOf<ApiError>();
    expectTypeOf<ErrorHookContext['request']>().toEqualTypeOf<ClientRequest | undefined>();
    expectTypeOf<ReturnType<NonNullable<ClientOptions['onError']>>>().toEqualTypeOf<void | Promise<void>>();

    createClient({
      baseUrl: '',
      onRequest: ({ request }) => {
        request.headers['x-trace'] = '1';
      },
      onResponse: async ({ response }) => {
        await Promise.resolve(response.status);
      },
      onError: ({ error }) => {
        expectTypeOf(error.code).toEqualTypeOf<ApiError['code']>();
      },
    });
    createClient({
      baseUrl: '',
      onRequest: ({ request }) => {
        // @ts-expect-error the request description's URL is read-only
        request.url = '';
      },
    });
  });

  it('types the refresh options', () => {
    expectTypeOf<ClientOptions['refreshTimeout']>().toEqualTypeOf<number | undefined>();
    createClient({ baseUrl: '', refreshSession: async () => undefined });
    createClient({ baseUrl: '', refreshSession: async (signal) => void signal.aborted });
    // @ts-expect-error the refresh is asynchronous
    createClient({ baseUrl: '', refreshSession: () => undefined });
  });

  it('types the client events', () => {
    const client = createClient({ baseUrl: '' });
    client.events.on('loggedOut', (payload) => expectTypeOf(payload).toEqualTypeOf<undefined>());
    client.events.on('versionMismatch', (version) => expectTypeOf(version).toEqualTypeOf<string>());
    client.events.on('cityChanged', (city) => expectTypeOf(city).toEqualTypeOf<string | undefined>());
  });
});
