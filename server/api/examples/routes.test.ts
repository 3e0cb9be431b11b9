import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import type { ExampleSummaryDto } from '../../../shared/example-dto';
import type { TemplateDto, TemplateListDto } from '../../../shared/templates';
import { findUser } from '../../../e2e/simulator/lib/directory';

const t = useTestApp(['acme', 'confluence'], ['globex', 'confluence']);

const templateCount = async (clientKey: string) =>
  Number(
    (
      await t.handle.database.db
        .selectFrom('templates')
        .where('tenant_key', '=', clientKey)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('GET /api/examples', () => {
  it('lists the gallery in the caller’s language', async () => {
    const en = await t.as('bob').get('/examples');
    expect(en.status).toBe(200);
    const examples = en.body.data as ExampleSummaryDto[];
    expect(examples.length).toBeGreaterThanOrEqual(8);
    expect(examples[0]).toMatchObject({ id: 'software-release', title: 'Software release' });
    const de = await t.as('bob').get('/examples').set('Accept-Language', 'de-DE');
    expect((de.body.data as ExampleSummaryDto[])[0]?.title).toBe('Software-Release');
  });

  it('counts every item and, apart, the items to do (no headings or notes)', async () => {
    const examples = (await t.as('bob').get('/examples')).body.data as ExampleSummaryDto[];
    for (const example of examples) {
      expect(example.itemCount).toBe(example.items.length);
      expect(example.taskCount).toBe(
        example.items.filter((i) => i.kind === 'task' || i.kind === 'signature').length,
      );
    }
    expect(examples.some((e) => e.taskCount < e.itemCount)).toBe(true);
  });

  it('is refused without a token', async () => {
    expect((await t.http.get('/api/examples')).status).toBe(401);
  });
});

describe('POST /api/examples/:id/copy', () => {
  it('copies an example into the caller’s site as a template the caller owns', async () => {
    const response = await t.as('bob').post('/examples/incident-response/copy', {});
    expect(response.status).toBe(201);
    const template = response.body.data as TemplateDto;
    expect(template).toMatchObject({
      title: 'Incident response',
      ownerId: findUser('bob')?.accountId,
      version: 1,
    });
    expect(template.items.length).toBeGreaterThan(5);
    expect(template.items.filter((i) => i.mandatory).length).toBeGreaterThan(0);
    expect(await templateCount(t.tenant('acme', 'confluence').clientKey)).toBeGreaterThan(0);
    expect(await templateCount(t.tenant('globex', 'confluence').clientKey)).toBe(0);
  });

  it('copies in German for a German user', async () => {
    const response = await t
      .as('clara')
      .post('/examples/code-review/copy', {})
      .set('Accept-Language', 'de');
    expect((response.body.data as TemplateDto).title).toBe('Code-Review');
  });

  it('answers 404 for an unknown example and creates nothing', async () => {
    const before = await templateCount(t.tenant('acme', 'confluence').clientKey);
    const response = await t.as('bob').post('/examples/no-such-example/copy', {});
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBeTruthy();
    expect(
      await t
        .as('bob')
        .post('/examples/..%2Fetc/copy', {})
        .then((r) => r.status),
    ).toBe(404);
    expect(await templateCount(t.tenant('acme', 'confluence').clientKey)).toBe(before);
  });
});

describe('POST /api/examples/:id/copy: the same example again', () => {
  const copy = async (user: string, site: string, language = 'en') => {
    const response = await t
      .as(user, site)
      .post('/examples/event-planning/copy', {})
      .set('Accept-Language', language);
    expect(response.status).toBe(201);
    return (response.body.data as TemplateDto).title;
  };

  it('numbers each repeated copy, in the caller’s language, per site', async () => {
    expect(await copy('bob', 'acme')).toBe('Team event');
    expect(await copy('bob', 'acme')).toBe('Team event (2)');
    expect(await copy('alice', 'acme')).toBe('Team event (3)');
    // Another site has its own templates.
    expect(await copy('bob', 'globex')).toBe('Team event');
    // German titles are counted among German ones.
    expect(await copy('clara', 'acme', 'de')).toBe('Team-Event');
    expect(await copy('clara', 'acme', 'de')).toBe('Team-Event (2)');
  });

  it('takes the first free number when a numbered copy was deleted', async () => {
    const list = (await t.as('bob').get('/templates?search=Team%20event')).body
      .data as TemplateListDto;
    const second = list.items.find((template) => template.title === 'Team event (2)');
    expect(second).toBeTruthy();
    expect((await t.as('bob').delete(`/templates/${second?.uid}`)).status).toBe(204);
    expect(await copy('bob', 'acme')).toBe('Team event (2)');
    expect(await copy('bob', 'acme')).toBe('Team event (4)');
  });
});

describe('GET /api/examples/:id', () => {
  it('answers one example, with its items’ due days, or 404', async () => {
    const response = await t.as('bob').get('/examples/software-release');
    expect(response.status).toBe(200);
    const example = response.body.data as ExampleSummaryDto;
    expect(example).toMatchObject({ id: 'software-release', title: expect.any(String) });
    expect(example.items[0]).toHaveProperty('dueOffsetDays');
    expect((await t.as('bob').get('/examples/nope')).status).toBe(404);
  });
});

describe('POST /api/examples/:id/copy with the template as edited', () => {
  it('saves the edited template as a copy of the example, only then', async () => {
    const acme = t.tenant('acme', 'confluence').clientKey;
    const before = await templateCount(acme);
    const response = await t.as('bob').post('/examples/bug-triage/copy', {
      title: 'Our bug triage',
      description: 'Trimmed down',
      tags: ['bugs'],
      items: [{ kind: 'task', text: 'Reproduce it', mandatory: true }],
      editorIds: [],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.data).toMatchObject({
      title: 'Our bug triage',
      description: 'Trimmed down',
      tags: ['bugs'],
      sourceExampleId: 'bug-triage',
      items: [{ kind: 'task', text: 'Reproduce it', mandatory: true }],
    });
    expect(await templateCount(acme)).toBe(before + 1);
  });

  it('refuses an edited template that is not valid, creating nothing', async () => {
    const acme = t.tenant('acme', 'confluence').clientKey;
    const before = await templateCount(acme);
    const response = await t.as('bob').post('/examples/bug-triage/copy', { title: '' });
    expect(response.status).toBe(400);
    expect(await templateCount(acme)).toBe(before);
  });
});
