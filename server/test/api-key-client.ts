/** API keys made through the API as a person would make them, and requests to /api/v1 with one. */
import { expect } from 'vitest';
import type supertest from 'supertest';
import type { ApiClient, TestApp } from './test-app';
import type { ConnectProduct } from '../hosts/connect/descriptors';
import type { ApiKeyScope, CreatedApiKeyDto } from '../../shared/api-keys';

export interface KeyOptions {
  scope?: ApiKeyScope;
  name?: string;
  site?: string;
  product?: ConnectProduct;
  /** `site`: a site key (the user must be a site admin); default the user's own key. */
  ring?: 'own' | 'site';
}

export async function makeApiKey(
  t: TestApp,
  user: string,
  options: KeyOptions = {},
): Promise<CreatedApiKeyDto> {
  const path = options.ring === 'site' ? '/site/apikeys' : '/apikeys';
  const response = await t
    .as(user, options.site ?? 'acme', options.product ?? 'confluence')
    .post(path, { name: options.name ?? 'CI', scope: options.scope ?? 'write' });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as CreatedApiKeyDto;
}

/** Requests to /api/v1 with `key` (or a raw `Authorization` value). */
export function v1(t: TestApp, key: string, authorization = `Bearer ${key}`): ApiClient {
  const auth = (test: supertest.Test) => test.set('Authorization', authorization);
  const send = (test: supertest.Test, body?: object) =>
    body === undefined ? auth(test) : auth(test).send(body);
  return {
    get: (path) => auth(t.http.get(`/api/v1${path}`)),
    post: (path, body) => send(t.http.post(`/api/v1${path}`), body),
    put: (path, body) => send(t.http.put(`/api/v1${path}`), body),
    patch: (path, body) => send(t.http.patch(`/api/v1${path}`), body),
    delete: (path) => auth(t.http.delete(`/api/v1${path}`)),
  };
}
