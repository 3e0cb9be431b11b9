/**
 * A portal person deletes their own account (docs/PORTAL.md): what their site holds about them
 * is erased (what they did stays, by a pseudonym), their Firebase account is gone, and their
 * token opens nothing any more. Nobody else's data changes.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { makeTemplate, tasks } from '../../test/fixtures';
import { signUpPortalPerson, uniqueEmail } from '../../test/portal-people';
import type { ChecklistDto } from '../../../shared/checklists';
import { asPortal, invitedPerson } from './test-setup';
import { TENANT_TABLES } from '../../db/repositories/tenant-data-repository';

const t = useTestApp(['acme', 'confluence']);

async function everything(): Promise<string> {
  const texts: string[] = [];
  for (const { table } of TENANT_TABLES) {
    texts.push(JSON.stringify(await t.handle.database.db.selectFrom(table).selectAll().execute()));
  }
  return texts.join('\n');
}

describe('DELETE /api/portal/account', () => {
  it('erases the person, keeps what they did by a pseudonym, and closes their account', async () => {
    const template = await makeTemplate(t, 'bob', tasks(2), 'Visitor intake');
    const erin = await invitedPerson(t, 'bob', template.uid, 'erin-eraseme');
    const api = asPortal(t, erin);
    const made = await api.post('/checklists', { templateUid: template.uid });
    expect(made.status).toBe(201);
    const checklist = made.body.data as ChecklistDto;
    const item = checklist.items[0]!;
    expect(
      (
        await api.patch(`/checklists/${checklist.uid}/items/${item.id}`, {
          status: 'done',
          note: 'Erin ticked it',
          version: item.version,
        })
      ).status,
    ).toBe(200);
    const before = await everything();
    expect(before).toContain(erin.uid);
    expect(before).toContain(erin.email);

    expect((await api.delete('/portal/account')).status).toBe(204);

    const after = await everything();
    expect(after).not.toContain(erin.uid);
    expect(after).not.toContain(erin.email);
    expect(after).not.toContain('erin-eraseme');
    // Bob's checklist view still shows the tick, by an erased person.
    const read = await t.as('bob').get(`/checklists/${checklist.uid}`);
    expect(read.status).toBe(200);
    expect(read.body.data.items[0].statusCategory).toBe('done');
    expect((await t.as('bob').get(`/templates/${template.uid}`)).status).toBe(200);
    // The Firebase account is gone: its token opens nothing, and it cannot sign in again.
    expect((await api.get('/templates')).status).toBe(401);
    const signIn = await fetch(
      'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: erin.email, password: 'secret123' }),
      },
    );
    expect(signIn.status).toBe(400);
  });

  it('deletes someone who never joined a site, and refuses anyone without a Firebase token', async () => {
    const person = await signUpPortalPerson(uniqueEmail('lonely'));
    await t.http.post('/api/portal/users').set('Authorization', person.auth).expect(204);
    expect(await everything()).toContain(person.uid);
    expect((await asPortal(t, person).delete('/portal/account')).status).toBe(204);
    expect(await everything()).not.toContain(person.uid);
    const before = await everything();
    expect((await t.http.delete('/api/portal/account')).status).toBe(401);
    const member = t.contextAuth('acme', 'confluence', 'bob');
    expect((await t.http.delete('/api/portal/account').set('Authorization', member)).status).toBe(
      401,
    );
    expect(await everything()).toBe(before);
  });
});
