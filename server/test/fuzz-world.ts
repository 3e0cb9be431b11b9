/**
 * The world the fuzz tests aim at (server/api/fuzz.test.ts, fuzz-reads.test.ts): real data on
 * two sites that every case must leave as it is, and how a route's path is filled in from it.
 */
import type { CreatedInvitationDto } from '../../shared/invitations';
import type { TestApp } from './test-app';
import { makeChecklist, makeTemplate } from './fixtures';
import { PNG_DATA_URL } from './images';
import type { ChecklistDto } from '../../shared/checklists';
import type { TemplateDto } from '../../shared/templates';
import type { ApiKeyDto, CreatedApiKeyDto } from '../../shared/api-keys';

export const FUZZ_SITES = ['acme', 'globex'] as const;

/** The data the requests aim at; the fuzz cases must leave all of it as it is. */
export interface FuzzWorld {
  template: TemplateDto;
  /** Open, with two tasks, an unsigned and a signed signature item. */
  open: ChecklistDto;
  skipped: ChecklistDto;
  archived: ChecklistDto;
  settingsVersion: number;
  /** Another site's real ids: they must look like ids that do not exist. */
  foreign: { checklist: ChecklistDto; template: TemplateDto };
  /** A template of acme's Jira site (the /jira routes work there). */
  jiraTemplate: TemplateDto;
  /** A Confluence page of acme with a checklist macro whose checklist was deleted. */
  page: { id: string; macroId: string };
  /** Ids of alice's own API key and of a site key at acme's Confluence, and of one at globex. */
  apiKeys: { own: string; site: string; foreign: string };
  /** An open invitation to `template` (docs/PORTAL.md). */
  invitation: string;
  /** A share link of `open` (acme allows share links; docs/SHARING.md). */
  share: string;
}

/** The item at `index` of a checklist; the route table aims at items by their place. */
export const item = (c: ChecklistDto, index: number) => {
  const found = c.items[index];
  if (!found) throw new Error(`no item ${index}`);
  return found;
};

let pages = 0;

export async function makeFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  const items = [
    { kind: 'task' as const, text: 'First' },
    { kind: 'task' as const, text: 'Second', mandatory: true },
    { kind: 'signature' as const, text: 'Sign here' },
    { kind: 'signature' as const, text: 'Signed' },
  ];
  const template = await makeTemplate(t, 'alice', items, 'Fuzz template');
  const open = await makeChecklist(t, 'alice', { title: 'Fuzz open', items });
  await t
    .as('alice')
    .put(`/checklists/${open.uid}/items/${item(open, 3).id}/signature`, {
      image: PNG_DATA_URL,
      version: 1,
    })
    .expect(200);
  const skipped = await makeChecklist(t, 'alice', { title: 'Fuzz skipped', items });
  await t.as('alice').post(`/checklists/${skipped.uid}/skip`, { reason: 'Later' }).expect(200);
  const archived = await makeChecklist(t, 'alice', { title: 'Fuzz archived', items });
  await t.as('alice').post(`/checklists/${archived.uid}/archive`).expect(200);
  await t.as('alice').put('/settings', { allowPublicShareLinks: true }).expect(200);
  const shared = (await t.as('alice').get(`/checklists/${open.uid}/shares`).expect(200)).body
    .data as { shares: { shareUid: string }[] };
  const share =
    shared.shares[0]?.shareUid ??
    (
      (
        await t
          .as('alice')
          .post(`/checklists/${open.uid}/shares`, { permission: 'check' })
          .expect(201)
      ).body.data as { shareUid: string }
    ).shareUid;
  const settings = await t.as('alice').get('/settings').expect(200);
  const foreignTemplate = await makeTemplate(t, 'alice', items, 'Foreign', 'globex');
  const foreign = await makeChecklist(t, 'alice', { title: 'Foreign', items }, 'globex');
  const jiraTemplate = (
    await t
      .as('alice', 'acme', 'jira')
      .post('/templates', { title: 'Jira fuzz', items })
      .expect(201)
  ).body.data as TemplateDto;
  // The page the checklist routes' bodies place checklists on (fuzz-routes-checklists.ts).
  t.host.confluence.addPage('acme', { id: '10001', title: 'Placed', spaceKey: 'SIM', macros: [] });
  // A page with a checklist macro whose checklist was deleted (the restart route's case).
  const page = { id: String(30000 + (pages += 1)), macroId: 'fuzz-macro' };
  t.host.confluence.addPage('acme', {
    id: page.id,
    title: 'Fuzz page',
    spaceKey: 'SIM',
    macros: [{ id: page.macroId, name: 'checklist', parameters: { 'template-uid': template.uid } }],
  });
  const placed = (
    await t.as('alice').get(`/confluence/macro?pageId=${page.id}&macroId=${page.macroId}`)
  ).body.data as { checklist: ChecklistDto };
  await t
    .as('alice')
    .delete(`/checklists/${placed.checklist.uid}?version=${placed.checklist.version}`)
    .expect(204);
  const reload = async (c: ChecklistDto) =>
    (await t.as('alice').get(`/checklists/${c.uid}`)).body.data as ChecklistDto;
  // One key per ring, made again only once the previous one was revoked (sites cap keys).
  const apiKey = async (path: string, site = 'acme') => {
    const api = t.as('alice', site);
    const listed = (await api.get(path).expect(200)).body.data as { apiKeys: ApiKeyDto[] };
    const made = listed.apiKeys.find((key) => key.name === 'Fuzz');
    if (made) return made.id;
    const created = await api.post(path, { name: 'Fuzz', scope: 'write' }).expect(201);
    return (created.body.data as CreatedApiKeyDto).apiKey.id;
  };
  const apiKeys = {
    own: await apiKey('/apikeys'),
    site: await apiKey('/site/apikeys'),
    foreign: await apiKey('/apikeys', 'globex'),
  };
  const invited = await t
    .as('alice')
    .post(`/templates/${template.uid}/invitations`, { email: 'fuzz@example.com' })
    .expect(201);
  return {
    apiKeys,
    invitation: (invited.body.data as CreatedInvitationDto).invitation.id,
    share,
    template,
    open: await reload(open),
    skipped: await reload(skipped),
    archived: await reload(archived),
    settingsVersion: (settings.body.data as { version: number }).version,
    foreign: { checklist: foreign, template: foreignTemplate },
    jiraTemplate,
    page,
  };
}

/** The route's path with its parameters filled in (already URL-encoded values). */
export function fillPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${pattern}`);
    return value;
  });
}
