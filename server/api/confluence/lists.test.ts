/**
 * The list macro and the page panel over HTTP: chosen checklists in their order, or a filter
 * (template, status, space, label, assignee), paginated, each with its page; the page panel
 * lists the page's checklists; another site's sees none of them.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { makeChecklist, makeTemplate, tasks } from '../../test/fixtures';
import type { ListMacroDto, MacroViewDto, PagePanelDto } from '../../../shared/confluence';
import { bob } from '../checklists/test-setup';

const t = useTestApp(['acme', 'confluence'], ['globex', 'confluence']);

async function placed(pageId: string, spaceKey: string, templateUid: string, macroId = 'm1') {
  if (!t.host.confluence.pages.has(`acme:${pageId}`))
    t.host.confluence.addPage('acme', {
      id: pageId,
      title: `Page ${pageId}`,
      spaceKey,
      macros: [],
    });
  t.host.confluence.pages
    .get(`acme:${pageId}`)!
    .macros.push({ id: macroId, name: 'checklist', parameters: { 'template-uid': templateUid } });
  const view = (await t.as('bob').get(`/confluence/macro?pageId=${pageId}&macroId=${macroId}`)).body
    .data as MacroViewDto;
  if (view.state !== 'checklist') throw new Error(view.state);
  return view.checklist;
}

const list = async (query: string, user = 'bob', site = 'acme') =>
  (await t.as(user, site).get(`/confluence/checklists?${query}`)).body.data as ListMacroDto;

describe('the list macro and the page panel', () => {
  it('filter by template, status, space, label and assignee, with pages and pagination', async () => {
    const tagged = (
      await t
        .as('alice')
        .post('/templates', { title: 'Tagged', items: tasks(2), tags: ['release'] })
    ).body.data as { uid: string };
    const plain = await makeTemplate(t, 'alice', tasks(1), 'Plain');
    const a = await placed('50001', 'SIM', tagged.uid);
    const b = await placed('50002', 'TEAM', plain.uid);
    const c = await placed('50002', 'TEAM', tagged.uid, 'm2');
    await t
      .as('bob')
      .patch(`/checklists/${b.uid}`, { assigneeId: bob, metaVersion: b.metaVersion })
      .expect(200);
    const item = b.items[0]!;
    await t
      .as('bob')
      .patch(`/checklists/${b.uid}/items/${item.id}`, { status: 'done', version: item.version })
      .expect(200);

    const uids = (page: ListMacroDto) => page.items.map((x) => x.uid).sort();
    expect(uids(await list(`templateUid=${tagged.uid}`))).toEqual([a.uid, c.uid].sort());
    expect(uids(await list('spaceKey=TEAM'))).toEqual([b.uid, c.uid].sort());
    expect(uids(await list('label=release'))).toEqual([a.uid, c.uid].sort());
    expect(uids(await list(`assigneeId=${bob}`))).toEqual([b.uid]);
    expect(uids(await list('status=completed&spaceKey=TEAM'))).toEqual([b.uid]);
    const page = await list('spaceKey=TEAM&perPage=1&page=2');
    expect(page).toMatchObject({ total: 2, page: 2, perPage: 1 });
    expect(page.items[0]?.page).toMatchObject({
      id: '50002',
      spaceKey: 'TEAM',
      title: 'Page 50002',
    });
    expect(page.items[0]?.progress).toBeDefined();

    const standalone = await makeChecklist(t, 'bob', { title: 'Standalone', items: tasks(1) });
    const chosen = await list(`checklists=${c.uid},${standalone.uid},nope-nope-nope`);
    expect(chosen.items.map((x) => x.uid)).toEqual([c.uid, standalone.uid]);
    expect(chosen.items[1]?.page).toBeNull();

    const panel = (await t.as('clara').get('/confluence/pages/50002/checklists')).body
      .data as PagePanelDto;
    expect(panel.page).toEqual({ id: '50002', title: 'Page 50002', spaceKey: 'TEAM' });
    expect(panel.checklists.map((x) => x.uid)).toEqual([b.uid, c.uid]);
    expect(panel.checklists[0]?.progress).toMatchObject({ done: 1, total: 1 });

    expect((await list('spaceKey=TEAM', 'bob', 'globex')).items).toEqual([]);
    expect((await list(`checklists=${c.uid}`, 'bob', 'globex')).items).toEqual([]);
    expect((await t.as('bob', 'globex').get('/confluence/pages/50002/checklists')).status).toBe(
      404,
    );
  });
});
