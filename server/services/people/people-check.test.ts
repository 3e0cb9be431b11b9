import { describe, expect, it } from 'vitest';
import { createPeopleCheck } from './people-check';
import type { HostDirectory } from '../../products/host-directory';
import type { TenantsRepository, Tenant } from '../../db/repositories/tenants-repository';
import type { RequestContext } from '../../auth/request-context';
import { atlassianContext, portalContext } from '../../auth/caller-contexts';

const ctx = (productType: RequestContext['productType']): RequestContext =>
  productType === 'portal'
    ? portalContext({
        tenantKey: 'site',
        userId: 'alice',
        displayName: 'Alice',
        reach: { templateUids: [] },
        locale: 'en',
      })
    : atlassianContext({
        site: { clientKey: 'site', productType },
        accountId: 'alice',
        displayName: 'Alice',
        isAdmin: false,
        signed: {},
        locale: 'en',
      });

/** A stand-in for the host's user API: knows `members`, or cannot be reached. */
function check(members: string[] | 'unreachable') {
  const asked: string[][] = [];
  const directory = {
    unknownAccounts: (_tenant: Tenant, ids: readonly string[]) => {
      asked.push([...ids]);
      return Promise.resolve(
        members === 'unreachable' ? undefined : ids.filter((id) => !members.includes(id)),
      );
    },
  } as unknown as HostDirectory;
  const tenants = {
    find: () => Promise.resolve({ clientKey: 'site' } as Tenant),
  } as unknown as TenantsRepository;
  return { people: createPeopleCheck({ tenants, directory }), asked };
}

describe('people check', () => {
  it('asks only about people the request adds, once each', async () => {
    const { people, asked } = check(['clara', 'bob']);
    await people(ctx('jira'), ['clara', null, 'bob', 'clara', undefined], ['bob']);
    expect(asked).toEqual([['clara']]);
    await people(ctx('jira'), [null, 'bob'], ['bob']);
    expect(asked).toHaveLength(1);
  });

  it('refuses someone the host does not know', async () => {
    const { people } = check(['clara']);
    await expect(people(ctx('confluence'), ['clara', 'mallory'])).rejects.toMatchObject({
      status: 400,
      messageKey: 'errors.personUnknown',
    });
  });

  it('lets the change through when the host cannot be asked', async () => {
    const { people } = check('unreachable');
    await expect(people(ctx('jira'), ['anyone'])).resolves.toBeUndefined();
  });

  it('asks the host for portal requests like for everyone', async () => {
    const { people, asked } = check(['clara']);
    await people(ctx('portal'), ['clara']);
    await expect(people(ctx('portal'), ['someone'])).rejects.toMatchObject({
      status: 400,
      messageKey: 'errors.personUnknown',
    });
    expect(asked).toEqual([['clara'], ['someone']]);
  });
});
