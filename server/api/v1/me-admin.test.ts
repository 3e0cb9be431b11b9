/**
 * A site administrator asking who they are: GET /api/me says `isAdmin: true` (asked of the
 * product), and so does GET /api/v1/me with their personal key, which still acts with member
 * rights only and says so (`apiKey.actsAsAdmin: false`); a site key acts as an administrator.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { makeApiKey, v1 } from '../../test/api-key-client';
import type { ApiKeyCallerDto, MeDto } from '../../../shared/me';

const t = useTestApp(['acme', 'confluence'], ['acme', 'jira']);

describe('whether the caller administers the site', () => {
  it('is true on /api/me for a site admin of Confluence and of Jira, false for a member', async () => {
    for (const product of ['confluence', 'jira'] as const) {
      const admin = (await t.as('alice', 'acme', product).get('/me').expect(200)).body
        .data as MeDto;
      expect(admin.isAdmin, product).toBe(true);
      const member = (await t.as('bob', 'acme', product).get('/me').expect(200)).body.data as MeDto;
      expect(member.isAdmin, product).toBe(false);
    }
  });

  it('is the person’s true status on /api/v1/me, while a person’s key has no admin rights', async () => {
    const own = await makeApiKey(t, 'alice', { name: 'Alice CI' });
    const me = (await v1(t, own.secret).get('/me').expect(200)).body.data as ApiKeyCallerDto;
    expect(me.user.kind).toBe('atlassian');
    expect(me.isAdmin).toBe(true);
    expect(me.apiKey).toMatchObject({ name: 'Alice CI', actsAsAdmin: false });

    const member = await makeApiKey(t, 'bob');
    const bob = (await v1(t, member.secret).get('/me').expect(200)).body.data as ApiKeyCallerDto;
    expect(bob.isAdmin).toBe(false);
    expect(bob.apiKey.actsAsAdmin).toBe(false);

    const site = await makeApiKey(t, 'alice', { ring: 'site', name: 'Site sync' });
    const asSite = (await v1(t, site.secret).get('/me').expect(200)).body.data as ApiKeyCallerDto;
    expect(asSite.user.kind).toBe('apiKey');
    expect(asSite.isAdmin).toBe(true);
    expect(asSite.apiKey.actsAsAdmin).toBe(true);
  });
});
