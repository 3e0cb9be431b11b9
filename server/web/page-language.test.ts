/**
 * The language a page opens in (boot data `language`): the person's own choice (user
 * settings, preference `language`), else the site's default (global settings); with neither
 * the boot data names none and the client applies the spec's rule (browser, host, English).
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import { BOOT_ELEMENT_ID, type BootData } from '../../shared/routes';
import type { GlobalSettings } from '../../shared/settings';

const t = useTestApp(['acme', 'confluence'], ['acme', 'jira']);

async function bootFor(user: string, product: 'confluence' | 'jira' = 'confluence') {
  const path = product === 'jira' ? '/view?issueKey=SIM-1&issueId=10001' : '/macro/view';
  const response = await t.http.get(t.signedPage('acme', product, path, user)).expect(200);
  const match = new RegExp(`id="${BOOT_ELEMENT_ID}">(.*?)</script>`).exec(response.text);
  return JSON.parse(match?.[1] ?? '{}') as BootData;
}

describe('the language a page opens in', () => {
  it('follows the site default, then each person’s own choice, and neither by default', async () => {
    expect((await bootFor('bob')).language).toBeUndefined();

    const settings = (await t.as('alice').get('/settings').expect(200)).body.data as GlobalSettings;
    const saved = await t
      .as('alice')
      .put('/settings', { version: settings.version, defaultLanguage: 'de' })
      .expect(200);
    expect(saved.body.data.defaultLanguage).toBe('de');
    expect((await bootFor('bob')).language).toBe('de');
    expect((await bootFor('alice')).language).toBe('de');

    await t.as('bob').put('/preferences/language', { value: 'en' }).expect(200);
    expect((await t.as('bob').get('/preferences/language').expect(200)).body.data).toBe('en');
    expect((await bootFor('bob')).language).toBe('en');
    expect((await bootFor('alice')).language).toBe('de');

    // Only languages we offer; a refusal changes nothing.
    const refused = await t
      .as('bob')
      .put('/preferences/language', { value: 'fr' })
      .set('Accept-Language', 'de');
    expect(refused.status).toBe(400);
    expect((await bootFor('bob')).language).toBe('en');

    // Back to the site's default.
    await t.as('bob').put('/preferences/language', { value: null }).expect(200);
    expect((await bootFor('bob')).language).toBe('de');
  });

  it('is each site’s own: the Jira app of the same company has its own settings', async () => {
    await t.as('bob', 'acme', 'jira').put('/preferences/language', { value: 'de' }).expect(200);
    expect((await bootFor('bob', 'jira')).language).toBe('de');
    expect((await bootFor('clara', 'jira')).language).toBeUndefined();
  });
});
