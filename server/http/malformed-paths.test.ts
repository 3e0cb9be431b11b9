import { describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { useTestApp } from '../test/use-test-app';
import { apiRoutes } from '../test/api-routes';
import { ERROR_CODES } from '../../shared/error-codes';

const t = useTestApp(['acme', 'confluence'], ['acme', 'jira']);

/** Path segments no decoder can read: a cut-off sequence, non-hex digits, an overlong form, a lone surrogate. */
const UNDECODABLE = ['%E0%A4%A', '%ZZ', '%', '%C0%AF', '%ED%A0%80', 'a%2'];

/** Well-formed stand-ins for the other parameters of a route. */
const SAMPLE: Record<string, string> = {
  uid: 'abcdefghij0123456789',
  itemId: 'item-000001',
  id: 'release-checklist',
  key: 'showCheckedTasks',
};

function expectNotFound(response: Response, label: string): void {
  expect(response.status, `${label}: ${response.text.slice(0, 200)}`).toBe(404);
  expect(response.type, label).toBe('application/json');
  const error = (response.body as { error?: { code?: string; message?: string } }).error;
  expect(error?.code, label).toBe('not_found');
  expect(ERROR_CODES).toContain(error?.code);
  expect(error?.message, label).toBeTruthy();
}

describe('a path that cannot be decoded looks like a path that names nothing', () => {
  it('on every API route with a path parameter, in the caller’s language', async () => {
    const routes = apiRoutes(t.handle.app).filter((route) => route.path.includes(':'));
    expect(routes.length).toBeGreaterThanOrEqual(25);
    const api = t.as('alice');
    for (const route of routes) {
      const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
      for (const bad of UNDECODABLE) {
        for (const param of params) {
          const path = route.path.replace(/:(\w+)/g, (_m, name: string) =>
            name === param ? bad : (SAMPLE[name] ?? 'x'),
          );
          const label = `${route.method.toUpperCase()} /api${path}`;
          const response = await api[route.method](path).set('Accept-Language', 'de');
          expectNotFound(response, label);
          expect(response.body.error.message, label).toMatch(/existiert nicht/);
        }
      }
    }
  });

  it('on pages, descriptors, Connect callbacks and assets', async () => {
    const paths = [
      '/web/%ZZ',
      '/macro/view/%E0%A4%A',
      '/confluence/pages/%C0%AF',
      '/jira/i18n/%ZZ',
      '/i18n/%E0%A4%A',
      '/assets/%ZZ',
      '/%ZZ',
    ];
    for (const path of paths) {
      expectNotFound(await t.http.get(path), `GET ${path}`);
    }
    const signed = t.signedPage('acme', 'jira', '/view/%E0%A4%A?issueKey=SIM-1');
    expectNotFound(await t.http.get(signed), 'signed page');
    for (const path of ['/jira/webhooks/%ZZ', '/jira/installed/%ZZ', '/api/%ZZ']) {
      const response = await t.http.post(path).send({});
      expect(response.status, path).toBeLessThan(500);
    }
  });

  it('and a path that climbs out of the assets folder is not found either', async () => {
    for (const path of ['/assets/..%2f..%2fpackage.json', '/assets/%2e%2e/%2e%2e/package.json']) {
      const response = await t.http.get(path);
      expect(response.status, path).toBe(404);
    }
  });
});
