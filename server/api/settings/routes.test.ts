import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { DEFAULT_GLOBAL_SETTINGS } from '../../../shared/settings';

const t = useTestApp(['acme', 'jira'], ['acme', 'confluence']);

const asUser = (product: 'jira' | 'confluence', user: string) =>
  t.contextAuth('acme', product, user);
const read = (product: 'jira' | 'confluence' = 'jira') =>
  t.http.get('/api/settings').set('Authorization', asUser(product, 'bob'));
const put = (product: 'jira' | 'confluence', user: string, body: unknown) =>
  t.http
    .put('/api/settings')
    .set('Authorization', asUser(product, user))
    .send(body as object);

const status = { id: 'blocked', name: 'Blocked', colour: '#DE350B', category: 'open' };

describe('GET /api/settings', () => {
  it('is never cached: no-store, and no ETag to revalidate with', async () => {
    const response = await read();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
  });

  it('answers the defaults for a site that never saved settings', async () => {
    const response = await read();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: DEFAULT_GLOBAL_SETTINGS });
    expect(response.body.data).toMatchObject({
      customTaskStatuses: [],
      showCustomTaskStatus: false,
    });
  });
});

describe('PUT /api/settings', () => {
  it('lets a Jira site admin change settings, as checked with Jira', async () => {
    const response = await put('jira', 'alice', {
      customTaskStatuses: [status],
      showCustomTaskStatus: true,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      customTaskStatuses: [status],
      showCustomTaskStatus: true,
    });
    expect((await read()).body.data.customTaskStatuses).toEqual([status]);
    expect(
      t.host.calls.some(
        (c) => c.path.endsWith('/rest/api/3/permissions/check') && c.status === 200,
      ),
    ).toBe(true);
  });

  it('lets a Confluence site admin change settings, as checked with Confluence', async () => {
    const response = await put('confluence', 'dieter', { allowPublicShareLinks: false });
    expect(response.status).toBe(200);
    expect((await read('confluence')).body.data.allowPublicShareLinks).toBe(false);
  });

  it('keeps the fields a request leaves out', async () => {
    await put('jira', 'alice', { allowPublicShareLinks: false }).expect(200);
    expect((await read()).body.data).toMatchObject({
      showCustomTaskStatus: true,
      allowPublicShareLinks: false,
    });
  });

  it('refuses members with 403 and changes nothing', async () => {
    const before = (await read()).body.data;
    const response = await put('jira', 'bob', { showCustomTaskStatus: false });
    expect(response.status).toBe(403);
    expect(response.body.error).toEqual({
      code: 'forbidden',
      message: 'Only site administrators can change these settings.',
    });
    expect((await read()).body.data).toEqual(before);
  });

  describe('refuses invalid input with 400 and changes nothing', () => {
    const invalid: [string, unknown][] = [
      ['a non-boolean switch', { showCustomTaskStatus: 'yes' }],
      ['an unknown field', { colourScheme: 'dark' }],
      ['a status without a colour', { customTaskStatuses: [{ ...status, colour: 'red' }] }],
      [
        'a status with an unknown category',
        { customTaskStatuses: [{ ...status, category: 'maybe' }] },
      ],
      ['duplicate status ids', { customTaskStatuses: [status, { ...status, name: 'Other' }] }],
      ['an empty status name', { customTaskStatuses: [{ ...status, name: '  ' }] }],
      ['an array body', [1, 2]],
    ];
    for (const [name, body] of invalid) {
      it(name, async () => {
        const before = (await read()).body.data;
        const response = await put('jira', 'alice', body);
        expect(response.status).toBe(400);
        expect(response.body.error.code).toBe('validation_failed');
        expect(response.body.error.message).toMatch(/^Some values are not valid\./);
        expect((await read()).body.data).toEqual(before);
      });
    }

    it('in German for German users', async () => {
      const response = await put('jira', 'dieter', { showCustomTaskStatus: 'ja' }).set(
        'Accept-Language',
        'de',
      );
      expect(response.status).toBe(400);
      expect(response.body.error.message).toMatch(
        /^Einige Werte sind ungültig\. showCustomTaskStatus: Muss true oder false sein\./,
      );
      expect(response.body.error.details[0].path).toBe('showCustomTaskStatus');
    });

    it('saying at each field what is wrong, in words, in both languages', async () => {
      const body = {
        customTaskStatuses: [
          { ...status, name: ' ' },
          { ...status, id: 'waiting', name: 'W'.repeat(41) },
        ],
      };
      const english = await put('jira', 'alice', body);
      expect(english.body.error.details).toEqual([
        { path: 'customTaskStatuses.0.name', message: 'Required: this cannot be empty.' },
        { path: 'customTaskStatuses.1.name', message: 'Too long: at most 40 characters.' },
      ]);
      const german = await put('jira', 'dieter', body).set('Accept-Language', 'de');
      expect(german.body.error.details.map((d: { message: string }) => d.message)).toEqual([
        'Pflichtfeld: Darf nicht leer sein.',
        'Zu lang: höchstens 40 Zeichen.',
      ]);
    });

    it('for a body that is not JSON', async () => {
      const response = await t.http
        .put('/api/settings')
        .set('Authorization', asUser('jira', 'alice'))
        .set('Content-Type', 'application/json')
        .send('{"showCustomTaskStatus": tru');
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('bad_json');
    });
  });
});
