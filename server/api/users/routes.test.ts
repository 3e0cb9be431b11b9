import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { findUser } from '../../../e2e/simulator/lib/directory';

const t = useTestApp(['acme', 'jira'], ['acme', 'confluence']);

const ids = ['alice', 'clara'].map((u) => findUser(u)?.accountId ?? '');

describe('/api/users', () => {
  for (const product of ['jira', 'confluence'] as const) {
    it(`names accounts and searches people of the ${product} site`, async () => {
      const api = t.as('bob', 'acme', product);
      const named = await api.get(
        `/users?ids=${ids.map(encodeURIComponent).join(',')},unknown-account`,
      );
      expect(named.status).toBe(200);
      expect(named.body.data.map((u: { displayName: string }) => u.displayName)).toEqual([
        'Alice Admin',
        'Clara Mitglied',
      ]);
      expect(named.body.data[0].avatarUrl).toMatch(/^https?:\/\//);
      const found = await api.get('/users/search?query=mitgl');
      expect(found.body.data.map((u: { id: string }) => u.id)).toEqual([
        findUser('clara')?.accountId,
      ]);
    });
  }

  it('validates the query', async () => {
    const api = t.as('bob', 'acme', 'jira');
    expect((await api.get('/users')).status).toBe(400);
    expect((await api.get(`/users?ids=${Array(51).fill('x').join(',')}`)).status).toBe(400);
    expect((await api.get('/users/search?query=')).status).toBe(400);
  });
});
