/**
 * The OpenAPI document of /api/v1 and its reference page: a valid OpenAPI 3.1 document, public,
 * describing exactly the routes the router serves; its examples are valid input; the page is
 * escaped HTML without scripts, styled only from our own origin.
 */
import { describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { Express } from 'express';
import { useTestApp } from '../../test/use-test-app';
import { V1_OPERATIONS } from './operations';
import { buildOpenApiDocument, openApiPath, type JsonObject } from './openapi';
import { renderDocsPage } from './docs-page';

const t = useTestApp(['acme', 'confluence']);

interface Layer {
  regexp: RegExp;
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/** The routes the app serves under /api/v1, read from its router. */
function servedRoutes(app: Express): string[] {
  const stack = (app as unknown as { _router: { stack: Layer[] } })._router.stack;
  const v1 = stack.find((layer) => layer.regexp.test('/api/v1/') && !layer.regexp.test('/api/'));
  return (v1?.handle.stack ?? []).flatMap((layer) =>
    layer.route
      ? Object.keys(layer.route.methods).map((method) => `${method} ${layer.route?.path}`)
      : [],
  );
}

describe('GET /api/v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, public and cacheable', async () => {
    const response = await t.http.get('/api/v1/openapi.json').expect(200);
    expect(response.type).toBe('application/json');
    expect(response.headers['cache-control']).toMatch(/public/);
    const doc = response.body as JsonObject;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: 'http://localhost:3000/api/v1' }]);
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents exactly the routes the router serves, and nothing twice', () => {
    const documented = V1_OPERATIONS.map((op) => `${op.method} ${op.path}`);
    expect(new Set(documented).size).toBe(documented.length);
    expect(new Set(V1_OPERATIONS.map((op) => op.id)).size).toBe(V1_OPERATIONS.length);
    const served = servedRoutes(t.handle.app).filter(
      (route) => !['get /openapi.json', 'get /docs', 'get /docs.css'].includes(route),
    );
    expect(served.sort()).toEqual(documented.sort());
    const doc = buildOpenApiDocument('http://localhost:3000') as {
      paths: Record<string, Record<string, unknown>>;
    };
    const inDocument = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(inDocument.sort()).toEqual(
      V1_OPERATIONS.map((op) => `${op.method} ${openApiPath(op.path)}`).sort(),
    );
  });

  it('covers templates, checklists, items, status changes and audit logs', () => {
    const ids = V1_OPERATIONS.map((op) => op.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'listTemplates',
        'createTemplate',
        'updateTemplate',
        'deleteTemplate',
        'listChecklists',
        'createChecklist',
        'getChecklist',
        'updateChecklist',
        'deleteChecklist',
        'skipChecklist',
        'reopenChecklist',
        'addItem',
        'updateItem',
        'removeItem',
        'getChecklistAudit',
        'getSettingsAudit',
      ]),
    );
  });

  it('documents page and perPage as integers with their bounds and defaults, not as patterns', async () => {
    const doc = buildOpenApiDocument('http://localhost:3000') as {
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; schema: JsonObject }[] }>
      >;
    };
    const params = doc.paths['/checklists']?.get?.parameters ?? [];
    const schemaOf = (name: string) => params.find((p) => p.name === name)?.schema;
    expect(schemaOf('page')).toEqual({ type: 'integer', minimum: 1, maximum: 100000, default: 1 });
    expect(schemaOf('perPage')).toEqual({ type: 'integer', minimum: 1, maximum: 100, default: 10 });
    const html = (await t.http.get('/api/v1/docs').expect(200)).text;
    expect(html).not.toContain('[0-9]{1,10}');
    expect(html).toContain('integer; from 1 to 100; default 10');
  });

  it('gives examples that the operations’ own schemas accept', () => {
    for (const op of V1_OPERATIONS) {
      if (op.example?.body !== undefined) {
        expect(op.body?.safeParse(op.example.body).success, op.id).toBe(true);
      }
      if (op.example?.query !== undefined) {
        expect(op.query?.safeParse(op.example.query).success, op.id).toBe(true);
      }
    }
  });
});

describe('GET /api/v1/docs', () => {
  it('renders every operation, grouped by tag, with a curl example; no script, own styles only', async () => {
    const response = await t.http.get('/api/v1/docs').expect(200);
    expect(response.type).toBe('text/html');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/style-src 'self'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    const html = response.text;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/ style=/i);
    expect(html).not.toMatch(/<style/i);
    expect(html).toContain('<link rel="stylesheet" href="docs.css">');
    for (const op of V1_OPERATIONS) expect(html).toContain(`id="op-${op.id}"`);
    for (const tag of ['Templates', 'Checklists', 'Items', 'Audit']) {
      expect(html).toContain(`id="tag-${tag}"`);
    }
    expect(html).toContain('curl -X POST &#39;http://localhost:3000/api/v1/checklists&#39;');
    expect(html).toContain('Authorization: Bearer $CHECKLISTS_API_KEY');
    const css = await t.http.get('/api/v1/docs.css').expect(200);
    expect(css.type).toBe('text/css');
  });

  it('escapes every text of the document', () => {
    const doc = buildOpenApiDocument('http://localhost:3000') as JsonObject & {
      info: { title: string };
      tags: { name: string; description: string }[];
    };
    doc.info.title = '<script>alert(1)</script>';
    doc.tags[0] = { name: '"><img src=x>', description: '<b>bold</b> `<i>`' };
    const html = renderDocsPage(doc);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt; <code>&lt;i&gt;</code>');
  });
});
