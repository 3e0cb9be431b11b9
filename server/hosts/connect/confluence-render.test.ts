/**
 * The checklist macro's render mode: Confluence asks, signed for that one URL, for static HTML
 * of the checklist (PDF export and the like); the answer lists the items with their statuses,
 * progress and who signed, escapes every text, and refuses an unsigned or another site's call.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { makeTemplate } from '../../test/fixtures';
import { signPageToken } from '../../../e2e/simulator/lib/host-tokens';
import { findUser } from '../../../e2e/simulator/lib/directory';
import { PNG_DATA_URL } from '../../test/images';
import type { MacroViewDto } from '../../../shared/confluence';

const t = useTestApp(['acme', 'confluence'], ['globex', 'confluence']);

const render = (path: string, options: { site?: string; user?: string; token?: string } = {}) => {
  const tenant = t.tenant(options.site ?? 'acme', 'confluence');
  const user = findUser(options.user ?? 'bob');
  const token =
    options.token ??
    signPageToken({ tenant, url: path, method: 'GET', accountId: user?.accountId });
  return t.http.get(path).set('Authorization', `JWT ${token}`);
};

describe('the checklist macro in an export', () => {
  it('lists the items with statuses, progress and signatures, all escaped', async () => {
    const template = await makeTemplate(
      t,
      'alice',
      [
        { kind: 'heading', text: 'Before <release> **now**' },
        { kind: 'task', text: 'Tag the build' },
        { kind: 'task', text: 'Tell support' },
        { kind: 'signature', text: 'Release manager' },
      ],
      'Release',
    );
    t.host.confluence.addPage('acme', {
      id: '40001',
      title: 'Release page',
      spaceKey: 'SIM',
      macros: [{ id: 'exp-1', name: 'checklist', parameters: { 'template-uid': template.uid } }],
    });
    const path = '/macro/static?pageId=40001&macroId=exp-1&outputType=pdf';
    const before = await render(path);
    expect(before.status).toBe(200);
    expect(before.text).toContain('Not started yet');
    const view = (await t.as('bob').get('/confluence/macro?pageId=40001&macroId=exp-1')).body
      .data as MacroViewDto;
    if (view.state !== 'checklist') throw new Error(view.state);
    const [, tag, support, sign] = view.checklist.items;
    const uid = view.checklist.uid;
    await t
      .as('bob')
      .patch(`/checklists/${uid}/items/${tag!.id}`, { status: 'done', version: tag!.version })
      .expect(200);
    await t
      .as('bob')
      .patch(`/checklists/${uid}/items/${support!.id}`, {
        status: 'skipped',
        skipReason: 'No <users> yet',
        version: support!.version,
      })
      .expect(200);
    await t
      .as('alice')
      .put(`/checklists/${uid}/items/${sign!.id}/signature`, {
        image: PNG_DATA_URL,
        version: sign!.version,
      })
      .expect(200);
    const after = await render(`${path}&loc=de-DE`);
    expect(after.status).toBe(200);
    expect(after.type).toBe('text/html');
    expect(after.text).not.toContain('<script');
    // Markdown rendered as the app renders it, typed HTML shown as typed.
    expect(after.text).toContain('Before &lt;release&gt; <strong>now</strong>');
    expect(after.text).toContain('No &lt;users&gt; yet');
    expect(after.text).toMatch(/☑ Tag the build — erledigt von Bob/);
    expect(after.text).toMatch(/⊘ Tell support — übersprungen von Bob/);
    expect(after.text).toMatch(/Release manager — unterschrieben von Alice/);
    // Dates and percentages as the app writes them (shared/format.ts), not "2026-11-28" and "100 %".
    expect(after.text).toContain('3 von 3 erledigt (100\u00a0%)');
    expect(after.text).toMatch(/erledigt von Bob[^<]* am \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}/);
    expect(after.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('lists a list macro’s checklists with status, progress and page, escaped', async () => {
    const template = await makeTemplate(t, 'alice', [{ kind: 'task', text: 'One' }], 'Listed');
    t.host.confluence.addPage('acme', {
      id: '40002',
      title: 'Page <two>',
      spaceKey: 'TEAM',
      macros: [
        {
          id: 'lst-1',
          name: 'checklist',
          parameters: { 'template-uid': template.uid, title: 'Run <1>' },
        },
      ],
    });
    await t.as('bob').get('/confluence/macro?pageId=40002&macroId=lst-1').expect(200);
    const path = `/macro/list/static?pageId=40002&macroId=lst-2&outputType=pdf&list.spaceKey=TEAM&list.templateUid=${template.uid}`;
    const listed = await render(path);
    expect(listed.status).toBe(200);
    expect(listed.text).toContain(
      '<td>Run &lt;1&gt;</td><td>Not started</td><td>0 of 1 done (0%)</td><td>Page &lt;two&gt;</td>',
    );
    const german = await render(`${path}&loc=de-DE`);
    expect(german.text).toContain('Nicht begonnen');
    const globex = await render(path, { site: 'globex' });
    expect(globex.text).toContain('No checklists match this list.');
    expect(
      (await render('/macro/list/static?pageId=1&macroId=x&list.status=nonsense')).status,
    ).toBe(404);
  });

  it('refuses an unsigned call or one signed for another URL, and shows nothing of another site', async () => {
    const path = '/macro/static?pageId=40001&macroId=exp-1';
    expect((await t.http.get(path)).status).toBe(401);
    const other = signPageToken({
      tenant: t.tenant('acme', 'confluence'),
      url: '/macro/static?pageId=1&macroId=x',
      method: 'GET',
    });
    expect((await render(path, { token: other })).status).toBe(401);
    const globex = await render(path, { site: 'globex' });
    expect(globex.status).toBe(200);
    expect(globex.text).toContain('No checklist has been chosen');
    expect(globex.text).not.toContain('Tag the build');
  });
});
