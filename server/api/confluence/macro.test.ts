/**
 * The checklist macro over HTTP against the real app and database, with Confluence played by
 * the test host: made on first view exactly once (also when many open it together), a copied
 * page gets its own, a deleted checklist says so and starts again once, the editor's preview
 * makes nothing, and another site's or an unreadable page looks not found.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { makeChecklist, makeTemplate, tasks } from '../../test/fixtures';
import { tenantSnapshot } from '../../test/tenant-snapshot';
import type { MacroViewDto } from '../../../shared/confluence';

const t = useTestApp(['acme', 'confluence'], ['globex', 'confluence'], ['acme', 'jira']);
let nextPage = 20000;

function placePage(
  site: string,
  parameters: Record<string, string>,
  options: { macroId?: string; restrictedTo?: string[]; id?: string } = {},
) {
  const id = options.id ?? String(nextPage++);
  const macroId = options.macroId ?? `m-${id}`;
  t.host.confluence.addPage(site, {
    id,
    title: `Page ${id}`,
    spaceKey: 'SIM',
    macros: [{ id: macroId, name: 'checklist', parameters }],
    ...(options.restrictedTo ? { restrictedTo: options.restrictedTo } : {}),
  });
  return { pageId: id, macroId };
}

/** The macro's view as a frame of the page's current version asks for it. */
const open = async (user: string, where: { pageId: string; macroId: string }, site = 'acme') => {
  const version = t.host.confluence.pages.get(`${site}:${where.pageId}`)?.version ?? 1;
  return t
    .as(user, site)
    .get(
      `/confluence/macro?pageId=${where.pageId}&macroId=${where.macroId}&pageVersion=${version}`,
    );
};

describe('the checklist macro', () => {
  it('makes the checklist from its template on the first view, then shows that one', async () => {
    const template = await makeTemplate(t, 'alice', tasks(3), 'Release');
    const where = placePage('acme', { 'template-uid': template.uid, title: 'Release 2.4' });
    const first = (await open('bob', where)).body.data as MacroViewDto;
    expect(first.state).toBe('checklist');
    if (first.state !== 'checklist') return;
    expect(first.checklist.title).toBe('Release 2.4');
    expect(first.checklist.items.map((i) => i.text)).toEqual(['Task 1', 'Task 2', 'Task 3']);
    expect(first.checklist.place).toEqual({
      kind: 'confluence_page',
      id: where.pageId,
      macroId: where.macroId,
    });
    expect(first.page).toEqual({
      id: where.pageId,
      title: `Page ${where.pageId}`,
      spaceKey: 'SIM',
    });
    const again = (await open('clara', where)).body.data as MacroViewDto;
    expect(again.state === 'checklist' && again.checklist.uid).toBe(first.checklist.uid);
  });

  it('is made once when twenty people open a fresh macro together', async () => {
    const template = await makeTemplate(t, 'alice', tasks(2), 'Together');
    const where = placePage('acme', { 'template-uid': template.uid });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => open(i % 2 ? 'bob' : 'clara', where)),
    );
    const uids = new Set(
      answers.map((a) => {
        expect(a.status).toBe(200);
        const view = a.body.data as MacroViewDto;
        return view.state === 'checklist' ? view.checklist.uid : view.state;
      }),
    );
    expect(uids.size).toBe(1);
    const list = await t.as('bob').get(`/checklists?templateUid=${template.uid}`);
    expect(list.body.data.total).toBe(1);
  });

  it('gives a copied page (same macro id, another page id) a fresh checklist', async () => {
    const template = await makeTemplate(t, 'alice', tasks(1), 'Copied');
    const original = placePage('acme', { 'template-uid': template.uid }, { macroId: 'same-macro' });
    const copy = placePage('acme', { 'template-uid': template.uid }, { macroId: 'same-macro' });
    const a = (await open('bob', original)).body.data as MacroViewDto;
    const b = (await open('bob', copy)).body.data as MacroViewDto;
    expect(a.state === 'checklist' && b.state === 'checklist').toBe(true);
    if (a.state === 'checklist' && b.state === 'checklist')
      expect(a.checklist.uid).not.toBe(b.checklist.uid);
  });

  it('says a deleted checklist is gone and starts a new one once', async () => {
    const template = await makeTemplate(t, 'alice', tasks(2), 'Deleted one');
    const where = placePage('acme', { 'template-uid': template.uid });
    const first = (await open('alice', where)).body.data as MacroViewDto;
    if (first.state !== 'checklist') throw new Error(first.state);
    await t
      .as('alice')
      .delete(`/checklists/${first.checklist.uid}?version=${first.checklist.version}`)
      .expect(204);
    const gone = (await open('bob', where)).body.data as MacroViewDto;
    expect(gone).toMatchObject({
      state: 'deleted',
      templateTitle: 'Deleted one',
      canRestart: true,
    });
    const restarts = await Promise.all(
      [1, 2, 3].map(() => t.as('bob').post('/confluence/macro/restart', where)),
    );
    const made = restarts.filter((r) => r.status === 200);
    expect(made.length).toBeGreaterThanOrEqual(1);
    for (const r of restarts.filter((x) => x.status !== 200)) expect(r.status).toBe(409);
    const now = (await open('bob', where)).body.data as MacroViewDto;
    expect(now.state).toBe('checklist');
    const list = await t.as('bob').get(`/checklists?templateUid=${template.uid}`);
    expect(list.body.data.total).toBe(1);
    expect((await t.as('bob').post('/confluence/macro/restart', where)).status).toBe(409);
  });

  it('follows the editor when it picks another template, keeping the old checklist', async () => {
    const first = await makeTemplate(t, 'alice', tasks(1), 'First choice');
    const second = await makeTemplate(t, 'alice', tasks(2), 'Second choice');
    const where = placePage('acme', { 'template-uid': first.uid });
    const before = (await open('bob', where)).body.data as MacroViewDto;
    const page = t.host.confluence.pages.get(`acme:${where.pageId}`);
    if (!page?.macros[0]) throw new Error('no page');
    page.macros[0].parameters = { 'template-uid': second.uid };
    page.version += 1;
    const after = (await open('bob', where)).body.data as MacroViewDto;
    if (before.state !== 'checklist' || after.state !== 'checklist')
      throw new Error('no checklist');
    expect(after.checklist.uid).not.toBe(before.checklist.uid);
    expect(after.checklist.templateUid).toBe(second.uid);
    await t.as('bob').get(`/checklists/${before.checklist.uid}`).expect(200);
    const panel = await t.as('bob').get(`/confluence/pages/${where.pageId}/checklists`);
    expect(panel.body.data.checklists.map((c: { uid: string }) => c.uid)).toEqual([
      after.checklist.uid,
    ]);
  });

  it('shows an existing checklist chosen in the editor, and says when it was deleted', async () => {
    const chosen = await makeChecklist(t, 'bob', { title: 'Chosen one', items: tasks(1) });
    const where = placePage('acme', { 'checklist-uid': chosen.uid });
    const view = (await open('clara', where)).body.data as MacroViewDto;
    expect(view.state === 'checklist' && view.checklist.uid).toBe(chosen.uid);
    await t.as('bob').delete(`/checklists/${chosen.uid}?version=${chosen.version}`).expect(204);
    expect((await open('clara', where)).body.data).toMatchObject({
      state: 'deleted',
      canRestart: false,
    });
  });

  it('previews the editor choice without making anything', async () => {
    const template = await makeTemplate(t, 'alice', tasks(2), 'Preview me');
    const where = placePage('acme', {});
    const before = await tenantSnapshot(t.handle.database.db, [
      t.tenant('acme', 'confluence').clientKey,
    ]);
    const preview = await t
      .as('bob')
      .get(
        `/confluence/macro?pageId=${where.pageId}&macroId=new-one&outputType=preview&templateUid=${template.uid}&title=Mine`,
      );
    expect(preview.body.data).toMatchObject({
      state: 'preview',
      template: {
        uid: template.uid,
        title: 'Mine',
        items: [
          { kind: 'task', text: 'Task 1' },
          { kind: 'task', text: 'Task 2' },
        ],
      },
    });
    expect((await open('bob', where)).body.data).toMatchObject({
      state: 'unconfigured',
      canEditPage: true,
    });
    expect(
      await tenantSnapshot(t.handle.database.db, [t.tenant('acme', 'confluence').clientKey]),
    ).toEqual(before);
  });

  it('looks not found for a page of another site, an unreadable page or a missing macro', async () => {
    const template = await makeTemplate(t, 'alice', tasks(1), 'Private');
    const acmePage = placePage('acme', { 'template-uid': template.uid });
    const other = await open('bob', acmePage, 'globex');
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe('not_found');
    const restricted = placePage(
      'acme',
      { 'template-uid': template.uid },
      { restrictedTo: ['alice'] },
    );
    expect((await open('bob', restricted)).status).toBe(404);
    expect((await open('alice', restricted)).status).toBe(200);
    expect((await open('bob', { pageId: acmePage.pageId, macroId: 'nope' })).status).toBe(404);
    const jira = await t.as('bob', 'acme', 'jira').get('/confluence/macro?pageId=1&macroId=x');
    expect(jira.status).toBeGreaterThanOrEqual(400);
  });

  it('answers 400 with a message for ids that are not ids, and 503 while Confluence is down', async () => {
    const bad = await t.as('bob').get('/confluence/macro?pageId=abc&macroId=%3Cx%3E');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBeTruthy();
    const fresh = placePage('acme', {});
    t.host.confluence.outage = true;
    try {
      const down = await open('bob', fresh);
      expect(down.status).toBe(503);
    } finally {
      t.host.confluence.outage = false;
    }
  });
});
