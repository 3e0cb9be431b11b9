/**
 * Every operation the OpenAPI document names, called with a real key against the real app: the
 * status is the documented one and the body validates (ajv, JSON Schema 2020-12) against the
 * documented schema of that status. Errors are checked against the documented error answers.
 * A documented operation this walk does not call fails the last test.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type supertest from 'supertest';
import { useTestApp } from '../../test/use-test-app';
import { makeApiKey, v1 } from '../../test/api-key-client';
import { PNG_DATA_URL } from '../../test/images';
import { V1_OPERATIONS } from './operations';
import type { ChecklistDto, ItemResult } from '../../../shared/checklists';
import type { TemplateDto } from '../../../shared/templates';

const t = useTestApp(['acme', 'confluence']);
const DOC_ID = 'https://checklists.test/openapi.json';

interface Doc {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, Answer> }>>;
  components: { responses: Record<string, Answer> };
}
interface Answer {
  $ref?: string;
  content?: { 'application/json': { schema: object } };
}

let doc: Doc;
let ajv: Ajv2020;
const walked = new Set<string>();

beforeAll(async () => {
  // The page the checklists below are placed on: Confluence must know it (and the key's
  // owner must be able to read it).
  t.host.confluence.addPage('acme', { id: '10001', title: 'Release', spaceKey: 'SIM', macros: [] });
  doc = (await t.http.get('/api/v1/openapi.json').expect(200)).body as Doc;
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: DOC_ID, components: doc.components });
});

const byId = (operationId: string) => {
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (op.operationId === operationId) return { path, method, op };
    }
  }
  throw new Error(`no operation ${operationId}`);
};

/** The documented answer, its `$ref` followed, with every reference made absolute. */
function validatorFor(answer: Answer) {
  const resolved = answer.$ref
    ? doc.components.responses[answer.$ref.slice(answer.$ref.lastIndexOf('/') + 1)]
    : answer;
  const schema = resolved?.content?.['application/json'].schema;
  if (!schema) return undefined;
  return ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/', `"${DOC_ID}#/`)));
}

function expectDocumented(response: supertest.Response, answer: Answer | undefined, label: string) {
  expect(answer, `${label}: ${response.status} is not documented`).toBeDefined();
  const validate = validatorFor(answer ?? {});
  if (!validate) {
    expect(response.text, label).toBe('');
    return;
  }
  const valid = validate(response.body);
  expect(validate.errors ?? [], `${label}: ${JSON.stringify(response.body).slice(0, 300)}`).toEqual(
    [],
  );
  expect(valid).toBe(true);
}

/** Calls a documented operation: the documented success status and body, or fails. */
async function call<T = unknown>(operationId: string, request: supertest.Test): Promise<T> {
  const { op } = byId(operationId);
  const response = await request;
  const success = Object.keys(op.responses).find((status) => status.startsWith('2'));
  expect(String(response.status), `${operationId}: ${response.text.slice(0, 300)}`).toBe(success);
  expectDocumented(response, op.responses[String(response.status)], operationId);
  walked.add(operationId);
  return (response.body as { data: T }).data;
}

/** Calls an operation expecting a documented error. */
async function refused(operationId: string, status: number, request: supertest.Test) {
  const { op } = byId(operationId);
  const response = await request;
  expect(response.status, `${operationId}: ${response.text.slice(0, 300)}`).toBe(status);
  expectDocumented(response, op.responses[String(status)], `${operationId} ${status}`);
}

const example = (operationId: string) => V1_OPERATIONS.find((o) => o.id === operationId)?.example;
const query = (operationId: string) => new URLSearchParams(example(operationId)?.query).toString();

describe('every documented operation, called with a real key', () => {
  it('answers the documented status and a body that matches the documented schema', async () => {
    const site = await makeApiKey(t, 'alice', { ring: 'site', name: 'Contract' });
    const api = v1(t, site.secret);

    await call('getMe', api.get('/me'));
    await call('getSettings', api.get('/settings'));

    const template = await call<TemplateDto>(
      'createTemplate',
      api.post('/templates', example('createTemplate')?.body as object),
    );
    await call('listTemplates', api.get(`/templates?${query('listTemplates')}`));
    await call('listTemplates', api.get('/templates?archived=true'));
    await call('getTemplate', api.get(`/templates/${template.uid}`));
    await call(
      'updateTemplate',
      api.put(`/templates/${template.uid}`, {
        ...(example('updateTemplate')?.body as object),
        version: template.version,
      }),
    );
    const copy = await call<TemplateDto>(
      'copyTemplate',
      api.post(`/templates/${template.uid}/copy`),
    );
    await call('archiveTemplate', api.post(`/templates/${copy.uid}/archive`));
    await call('unarchiveTemplate', api.post(`/templates/${copy.uid}/unarchive`));

    const checklist = await call<ChecklistDto>(
      'createChecklist',
      api.post('/checklists', {
        ...(example('createChecklist')?.body as object),
        templateUid: template.uid,
      }),
    );
    const free = await call<ChecklistDto>(
      'createChecklist',
      api.post('/checklists', {
        title: 'On a page',
        place: { kind: 'confluence_page', id: '10001', macroId: 'm1' },
        items: [
          { kind: 'signature', text: 'Sign' },
          { kind: 'task', text: 'Only task' },
        ],
      }),
    );
    // A signed item and a completed checklist have more to show.
    const sign = await t
      .as('alice')
      .put(`/checklists/${free.uid}/items/${free.items[0]?.id}/signature`, {
        image: PNG_DATA_URL,
        version: 1,
      });
    expect(sign.status).toBe(200);
    await call(
      'updateItem',
      api.patch(`/checklists/${free.uid}/items/${free.items[1]?.id}`, {
        status: 'done',
        version: 1,
      }),
    );
    await call('getChecklist', api.get(`/checklists/${free.uid}`));
    await call('listChecklists', api.get(`/checklists?${query('listChecklists')}`));
    await call('listChecklists', api.get('/checklists?status=completed&placeKind=confluence_page'));
    await call('listMyItems', api.get(`/my-items?${query('listMyItems')}`));
    await call(
      'getChecklistStatistics',
      api.get(`/checklists/${free.uid}/statistics?${query('getChecklistStatistics')}`),
    );
    await call(
      'getTemplateStatistics',
      api.get(`/templates/${template.uid}/statistics?${query('getTemplateStatistics')}`),
    );
    await call('getChecklist', api.get(`/checklists/${checklist.uid}`));
    await call(
      'updateChecklist',
      api.patch(`/checklists/${checklist.uid}`, {
        ...(example('updateChecklist')?.body as object),
        metaVersion: checklist.metaVersion,
      }),
    );

    const added = await call<ItemResult>(
      'addItem',
      api.post(`/checklists/${checklist.uid}/items`, example('addItem')?.body as object),
    );
    const itemId = added.item?.id ?? '';
    const ticked = await call<ItemResult>(
      'updateItem',
      api.patch(
        `/checklists/${checklist.uid}/items/${itemId}`,
        example('updateItem')?.body as object,
      ),
    );
    const skipped = await call<ItemResult>(
      'updateItem',
      api.patch(`/checklists/${checklist.uid}/items/${itemId}`, {
        status: 'skipped',
        skipReason: 'Has a badge already.',
        version: ticked.item?.version,
      }),
    );
    const moved = await call<ItemResult>(
      'moveItem',
      api.post(`/checklists/${checklist.uid}/items/${itemId}/move`, {
        afterItemId: null,
        version: skipped.item?.version,
      }),
    );
    await call(
      'removeItem',
      api.delete(`/checklists/${checklist.uid}/items/${itemId}?version=${moved.item?.version}`),
    );

    await call(
      'skipChecklist',
      api.post(`/checklists/${checklist.uid}/skip`, example('skipChecklist')?.body as object),
    );
    await call('reopenChecklist', api.post(`/checklists/${checklist.uid}/reopen`));
    await call('archiveChecklist', api.post(`/checklists/${checklist.uid}/archive`));
    await call('unarchiveChecklist', api.post(`/checklists/${checklist.uid}/unarchive`));

    await call('getChecklistAudit', api.get(`/checklists/${checklist.uid}/audit?perPage=100`));
    await call(
      'getChecklistAudit',
      api.get(`/checklists/${checklist.uid}/audit?${query('getChecklistAudit')}`),
    );
    await call('getPlaceAudit', api.get('/audit?placeKind=confluence_page&placeId=10001'));
    await t.as('alice').put('/settings', { showCustomTaskStatus: true }).expect(200);
    await call('getSettingsAudit', api.get('/settings/audit'));

    await call('deleteChecklist', api.delete(`/checklists/${checklist.uid}`));
    await call('getChecklistAudit', api.get(`/checklists/${checklist.uid}/audit`));
    await call('deleteTemplate', api.delete(`/templates/${copy.uid}`));
  });

  it('answers the documented errors in the documented shape', async () => {
    const site = await makeApiKey(t, 'alice', { ring: 'site' });
    const reader = await makeApiKey(t, 'bob', { scope: 'read' });
    const made = await v1(t, site.secret).post('/checklists', { title: 'Errors' }).expect(201);
    const uid = (made.body.data as ChecklistDto).uid;
    await refused('listChecklists', 401, t.http.get('/api/v1/checklists'));
    await refused('listChecklists', 400, v1(t, site.secret).get('/checklists?perPage=0'));
    await refused('createChecklist', 403, v1(t, reader.secret).post('/checklists', { title: 'x' }));
    await refused('getChecklist', 404, v1(t, site.secret).get('/checklists/abcdefghijklmnop'));
    await refused(
      'updateChecklist',
      409,
      v1(t, site.secret).patch(`/checklists/${uid}`, { title: 'Stale', metaVersion: 7 }),
    );
    await refused('getSettingsAudit', 403, v1(t, reader.secret).get('/settings/audit'));
  });

  it('has called every documented operation', () => {
    const documented = Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods).map((op) => op.operationId),
    );
    expect([...walked].sort()).toEqual([...new Set(documented)].sort());
  });
});
