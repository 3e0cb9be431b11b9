/**
 * Calls back to Jira and Confluence for Forge installations (docs/FORGE.md, "Calls back"):
 * through the invocation token's `apiBaseUrl` with the app system token the call brought
 * (a stand-in Atlassian API checks it like the real one), for names, admin rights, issues,
 * pages and permissions; and the Confluence macro under Forge, made once from the signed
 * context, never from what the browser says.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useForgeTestApp } from '../../test/forge-test-app';
import { tasks } from '../../test/fixtures';
import type { ForgeInstallation } from '../../test/forge-invocation-tokens';
import type { MeDto } from '../../../shared/me';
import type { MacroViewDto } from '../../../shared/confluence';
import type { TemplateDto } from '../../../shared/templates';
import { findUser } from '../../../e2e/simulator/lib/directory';

const f = useForgeTestApp(['acme', 'confluence']);
let jira: ForgeInstallation;
let confluence: ForgeInstallation;

beforeAll(() => {
  jira = f.api.installation('jira');
  confluence = f.api.installation('confluence', { cloudId: jira.cloudId });
});

const me = async (installation: ForgeInstallation, user: string, systemToken?: string | null) =>
  (await f.as(installation, user, { systemToken }).get('/me').expect(200)).body.data as MeDto;

describe('who a person is under Forge', () => {
  it("is named by the product, and is an admin only when the product's permission API says so", async () => {
    expect((await me(jira, 'alice')).user.displayName).toBe('Alice Admin');
    expect((await me(jira, 'alice')).isAdmin).toBe(true);
    expect(await me(jira, 'bob')).toMatchObject({
      user: { displayName: 'Bob Member' },
      isAdmin: false,
    });
    expect((await me(confluence, 'dieter')).isAdmin).toBe(true);
    expect((await me(confluence, 'bob')).isAdmin).toBe(false);

    const asked = f.api.calls.map((c) => `${c.method} ${c.path} ${c.status}`);
    expect(asked).toContain(`POST /ex/jira/${jira.cloudId}/rest/api/3/permissions/check 200`);
    expect(asked).toContain(`GET /ex/confluence/${jira.cloudId}/wiki/rest/api/user 200`);
  });

  it('is asked about as that person: Atlassian lets only Connect apps ask Jira about anyone', async () => {
    const site = f.api.installation('jira');
    const bobId = findUser('bob')?.accountId ?? '';
    // The app system token asking about someone else: refused, as Jira refuses a non-admin.
    const aboutBob = await fetch(
      `${f.api.url}/ex/jira/${site.cloudId}/rest/api/3/permissions/check`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${f.api.systemToken(site)}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ accountId: bobId, globalPermissions: ['ADMINISTER'] }),
      },
    );
    expect(aboutBob.status).toBe(403);
    // So the server asks as the person, with the token their call brought.
    const before = f.api.calls.length;
    expect((await me(site, 'alice')).isAdmin).toBe(true);
    await f.as(site, 'bob').get('/jira/issues/10001/panel').expect(200);
    const checks = f.api.calls
      .slice(before)
      .filter((c) => c.path.endsWith('/rest/api/3/permissions/check'));
    expect(checks.length).toBeGreaterThan(0);
    expect(checks.every((c) => c.status === 200 && c.as !== undefined)).toBe(true);
  });

  it('gets the admin-only answers an admin gets, and a member the 403', async () => {
    await f.as(jira, 'alice').get('/jira/enabled-projects').expect(200);
    const refused = await f.as(jira, 'bob').get('/jira/enabled-projects');
    expect(refused.status).toBe(403);
    await f.as(confluence, 'dieter').get('/settings/audit').expect(200);
    await f.as(confluence, 'bob').get('/settings/audit').expect(403);
  });

  it('is no admin when the product cannot be asked (no token yet, or one it refuses)', async () => {
    const fresh = f.api.installation('jira');
    expect(await me(fresh, 'alice', null)).toMatchObject({
      user: { displayName: null },
      isAdmin: false,
    });
    const refused = f.api.installation('jira');
    expect((await me(refused, 'alice', 'not-a-system-token')).isAdmin).toBe(false);
    expect(
      f.api.calls.some(
        (c) => c.path.startsWith(`/ex/jira/${refused.cloudId}/`) && c.status === 401,
      ),
    ).toBe(true);
    // A token that holds, on a later call, is used (failures are not remembered).
    expect((await me(refused, 'alice')).isAdmin).toBe(true);
  });

  it("names and finds the site's people through the product", async () => {
    const alice = (await me(jira, 'alice')).user.id;
    const users = await f.as(jira, 'bob').get(`/users?ids=${alice}`).expect(200);
    expect(users.body.data).toEqual([
      { id: alice, displayName: 'Alice Admin', avatarUrl: 'https://avatars.example/alice.png' },
    ]);
    const found = await f.as(confluence, 'bob').get('/users/search?query=dieter').expect(200);
    expect(found.body.data[0]).toMatchObject({
      displayName: 'Dieter Verwalter',
      avatarUrl: 'https://acme.atlassian.net/wiki/aa-avatar/dieter.png',
    });
  });
});

describe('the Jira issue panel under Forge', () => {
  it('reads the issue and the right to see it from Jira, with the app token', async () => {
    const panel = await f.as(jira, 'bob').get('/jira/issues/10001/panel');
    expect(panel.status, JSON.stringify(panel.body)).toBe(200);
    await f.as(jira, 'bob').get('/jira/issues/10999999/panel').expect(404);
    const asked = f.api.calls.map((c) => `${c.method} ${c.path}`);
    expect(asked).toContain(`GET /ex/jira/${jira.cloudId}/rest/api/3/issue/10001`);
  });
});

describe('the checklist macro under Forge', () => {
  let template: TemplateDto;
  let other: TemplateDto;
  const pageId = '900100';
  const macroId = '6a1f0c2e-8d4b-4b7a-9f3e-2c1d0e9b8a01';
  beforeAll(async () => {
    const make = async (title: string) =>
      (
        await f
          .as(confluence, 'bob')
          .post('/templates', { title, items: tasks(2) })
          .expect(201)
      ).body.data as TemplateDto;
    template = await make('Runbook');
    other = await make('Other');
    f.api.confluence.addPage(confluence.cloudId, {
      id: pageId,
      title: 'Operations',
      spaceKey: 'OPS',
      macros: [],
    });
    f.api.confluence.addPage(confluence.cloudId, {
      id: '900101',
      title: 'Secret',
      spaceKey: 'OPS',
      macros: [],
      restrictedTo: ['alice'],
    });
  });

  /** The macro's frame: its signed context names the page, the macro and its config. */
  const inMacro = (config: Record<string, unknown>, page = pageId, localId = macroId) => ({
    context: {
      moduleKey: 'checklist',
      localId,
      extension: {
        type: 'macro',
        content: { id: page, type: 'page' },
        space: { key: 'OPS' },
        config,
        isEditing: false,
      },
    },
  });
  const open = (user: string, query: string, signed = inMacro({ 'template-uid': template.uid })) =>
    f.as(confluence, user, signed).get(`/confluence/macro?${query}`);
  const macroRows = () =>
    f.t.handle.database.db
      .selectFrom('confluence_macros')
      .selectAll()
      .where('tenant_key', '=', confluence.tenantKey)
      .execute();

  it('is made once from the template its signed config names, whoever opens it first', async () => {
    const query = `pageId=${pageId}&macroId=${macroId}`;
    const views = await Promise.all(['bob', 'alice', 'dieter'].map((u) => open(u, query)));
    const uids = views.map((v) => {
      expect(v.status, JSON.stringify(v.body)).toBe(200);
      const view = v.body.data as MacroViewDto;
      if (view.state !== 'checklist') throw new Error(view.state);
      expect(view.page).toEqual({ id: pageId, title: 'Operations', spaceKey: 'OPS' });
      expect(view.checklist.title).toBe('Runbook');
      return view.checklist.uid;
    });
    expect(new Set(uids).size).toBe(1);
    // The browser's parameters are not the macro's: the signed config stands.
    const again = await open('bob', `${query}&templateUid=${other.uid}`);
    expect((again.body.data as MacroViewDto & { checklist: { uid: string } }).checklist.uid).toBe(
      uids[0],
    );
    const rows = await macroRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ page_id: pageId, macro_id: macroId, checklist_uid: uids[0] });
  });

  it('is not found for a page or macro other than the signed one, or a page the person cannot read', async () => {
    const before = await macroRows();
    await open('bob', `pageId=900999&macroId=${macroId}`).expect(404);
    await open('bob', `pageId=${pageId}&macroId=another-macro`).expect(404);
    const secret = inMacro({ 'template-uid': template.uid }, '900101', 'secret-macro');
    await open('bob', 'pageId=900101&macroId=secret-macro', secret).expect(404);
    // A Forge call from another module (no macro in its context) names no macro.
    await f
      .as(confluence, 'bob')
      .get(`/confluence/macro?pageId=${pageId}&macroId=${macroId}`)
      .expect(404);
    expect(await macroRows()).toEqual(before);
  });

  it("asks Confluence as the person with their call's user token, and answers 503 without one", async () => {
    const signed = inMacro({ 'template-uid': template.uid });
    const query = `/confluence/macro?pageId=${pageId}&macroId=${macroId}`;
    // Clara's calls brought no user token yet: the page cannot be asked as her.
    const refused = await f.as(confluence, 'clara', { ...signed, userToken: null }).get(query);
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('unavailable');
    // Her next call brings one; it is remembered for calls back without one, as system tokens.
    await f.as(confluence, 'clara', signed).get(query).expect(200);
    await f
      .as(confluence, 'clara', { ...signed, userToken: null })
      .get(query)
      .expect(200);
    const asked = f.api.calls.filter((c) => c.path.includes('/wiki/rest/api/content/'));
    expect(asked.some((c) => c.as === 'clara')).toBe(true);
    expect(f.api.calls.some((c) => c.path.endsWith('/permission/check'))).toBe(false);
  });

  it("is not visible to the site's Connect app, nor the reverse", async () => {
    const view = (await open('bob', `pageId=${pageId}&macroId=${macroId}`)).body.data as {
      checklist: { uid: string };
    };
    await f.t.as('bob', 'acme', 'confluence').get(`/checklists/${view.checklist.uid}`).expect(404);
    const connect = await f.t
      .as('bob', 'acme', 'confluence')
      .post('/templates', { title: 'Connect', items: tasks(1) })
      .expect(201);
    await f.as(confluence, 'bob').get(`/templates/${connect.body.data.uid}`).expect(404);
  });
});
