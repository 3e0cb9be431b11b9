/**
 * The world the refused-writes matrix (server/api/refused-writes.test.ts) aims at: on acme, a
 * template and a checklist nobody of the matrix's callers may change, and the same on globex
 * (another site's ids, which must look like ids that do not exist). The callers: a portal user
 * invited to another template only (though named as acme's checklist's assignee and its
 * template's editor), a member who neither made, manages nor is assigned anything, and a read
 * key and a write key of the site.
 */
import type { TestApp } from './test-app';
import type { PortalPerson } from './portal-people';
import { makeChecklist, makeTemplate } from './fixtures';
import { makeApiKey } from './api-key-client';
import { PNG_DATA_URL } from './images';
import { invite, invitedPerson } from '../api/portal/test-setup';
import type { ChecklistDto } from '../../shared/checklists';
import type { TemplateDto } from '../../shared/templates';
import type { ApiKeyDto } from '../../shared/api-keys';

/** What one site holds for the requests to aim at. */
export interface Targets {
  /** Owned by bob, no editors. */
  template: TemplateDto;
  /** Made by bob from `template`, nobody assigned: two tasks and a signature bob signed. */
  checklist: ChecklistDto;
  /** An open invitation to `template`, for someone else's address, and its code. */
  invitation: { id: string; code: string };
  /** A page whose checklist macro's checklist was deleted (the restart route's case). */
  page: { id: string; macroId: string };
  /** Bob's own API key, and a key of the site. */
  apiKeys: { own: string; site: string };
  /** A share link of `checklist` that bob made (the site allows share links). */
  share: string;
  settingsVersion: number;
}

export interface RefusedWritesWorld {
  acme: Targets;
  globex: Targets;
  /** Invited to another template of acme only. */
  portal: PortalPerson;
  /** Site keys of acme made by alice: a read key and a write key. */
  keys: { read: string; write: string };
  /** Every tenant the requests could touch. */
  tenantKeys: string[];
}

const ITEMS = [
  { kind: 'task' as const, text: 'First' },
  { kind: 'task' as const, text: 'Second' },
  { kind: 'signature' as const, text: 'Sign here' },
];

export const item = (c: ChecklistDto, index: number) => {
  const found = c.items[index];
  if (!found) throw new Error(`no item ${index}`);
  return found;
};

async function targets(t: TestApp, site: string, pageId: string): Promise<Targets> {
  const bob = t.as('bob', site);
  const template = await makeTemplate(t, 'bob', ITEMS, `Bob's template`, site);
  const made = await makeChecklist(t, 'bob', { templateUid: template.uid }, site);
  const signature = item(made, 2);
  await bob
    .put(`/checklists/${made.uid}/items/${signature.id}/signature`, {
      image: PNG_DATA_URL,
      version: signature.version,
    })
    .expect(200);
  const invitation = await invite(t, 'bob', template.uid, 'someone-else@example.com', site);
  const page = { id: pageId, macroId: 'refused-macro' };
  t.host.confluence.addPage(site, {
    id: page.id,
    title: 'A page',
    spaceKey: 'SIM',
    macros: [{ id: page.macroId, name: 'checklist', parameters: { 'template-uid': template.uid } }],
  });
  const placed = await bob.get(`/confluence/macro?pageId=${page.id}&macroId=${page.macroId}`);
  const macroChecklist = (placed.body.data as { checklist: ChecklistDto }).checklist;
  await bob
    .delete(`/checklists/${macroChecklist.uid}?version=${macroChecklist.version}`)
    .expect(204);
  const own = (await bob.post('/apikeys', { name: 'Bob', scope: 'write' }).expect(201)).body
    .data as { apiKey: ApiKeyDto };
  const siteKey = await makeApiKey(t, 'alice', { site, ring: 'site', name: 'Site' });
  await t.as('alice', site).put('/settings', { allowPublicShareLinks: true }).expect(200);
  const share = (
    await bob.post(`/checklists/${made.uid}/shares`, { permission: 'check' }).expect(201)
  ).body.data as { shareUid: string };
  const settings = await t.as('alice', site).get('/settings').expect(200);
  return {
    template,
    checklist: (await bob.get(`/checklists/${made.uid}`).expect(200)).body.data as ChecklistDto,
    invitation: { id: invitation.invitation.id, code: invitation.code },
    page,
    apiKeys: { own: own.apiKey.id, site: siteKey.apiKey.id },
    share: share.shareUid,
    settingsVersion: (settings.body.data as { version: number }).version,
  };
}

export async function makeRefusedWritesWorld(t: TestApp): Promise<RefusedWritesWorld> {
  const acme = await targets(t, 'acme', '40001');
  const globex = await targets(t, 'globex', '40002');
  const theirs = await makeTemplate(t, 'bob', ITEMS, 'Invited elsewhere');
  const portal = await invitedPerson(t, 'bob', theirs.uid, 'erin');
  // Named on acme's targets outside the invitation (however it came about): that must give
  // the portal user nothing.
  const db = t.handle.database.db;
  await db
    .updateTable('checklists')
    .set({ assignee_id: portal.uid })
    .where('uid', '=', acme.checklist.uid)
    .execute();
  await db
    .updateTable('templates')
    .set({ editor_ids: JSON.stringify([portal.uid]) })
    .where('uid', '=', acme.template.uid)
    .execute();
  const read = await makeApiKey(t, 'alice', { ring: 'site', scope: 'read', name: 'Reader' });
  const write = await makeApiKey(t, 'alice', { ring: 'site', scope: 'write', name: 'Writer' });
  const tenantKeys = [
    t.tenant('acme', 'confluence').clientKey,
    t.tenant('acme', 'jira').clientKey,
    t.tenant('globex', 'confluence').clientKey,
  ];
  // A key records its use at most once a minute: recorded "now" for good, so that the only
  // writes the snapshots could see are the ones the requests make.
  await t.handle.database.db
    .updateTable('api_keys')
    .set({ last_used_at: '9999-12-31T00:00:00.000Z' })
    .where('tenant_key', 'in', tenantKeys)
    .execute();
  return { acme, globex, portal, keys: { read: read.secret, write: write.secret }, tenantKeys };
}
