/**
 * Who is checked against the host, and how often (place-visibility.ts): people in Jira and
 * Confluence and their keys are asked about, once per place for a while and once per product for
 * a page of places; portal users never see placed checklists; site keys, Jira's automation and
 * places of the other product are not narrowed; a host that cannot answer is 503, never "seen".
 */
import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../../auth/request-context';
import {
  apiKeyContext,
  atlassianContext,
  hostCallContext,
  portalContext,
} from '../../auth/caller-contexts';
import type { Tenant, TenantsRepository } from '../../db/repositories/tenants-repository';
import type { JiraSite } from '../../products/jira-site';
import type { ConfluenceSite } from '../../products/confluence-site';
import { AppError } from '../../errors';
import { createPlaceVisibility } from './place-visibility';

type Site = { clientKey: string; productType: 'jira' | 'confluence' };
const jiraSite: Site = { clientKey: 'jira-site', productType: 'jira' };
const wikiSite: Site = { clientKey: 'wiki-site', productType: 'confluence' };
const person = (site: Site = jiraSite, accountId = 'bob'): RequestContext =>
  atlassianContext({
    site,
    accountId,
    displayName: null,
    isAdmin: false,
    signed: {},
    locale: 'en',
  });
const issue = (id: string) => ({ kind: 'jira_issue', id });
const page = (id: string) => ({ kind: 'confluence_page', id });

function world(options: { down?: boolean } = {}) {
  const asked: string[] = [];
  let now = 0;
  const tenants = {
    find: (key: string) => Promise.resolve({ clientKey: key } as Tenant),
  } as unknown as TenantsRepository;
  const jira = {
    browsableIssues: (_t: Tenant, accountId: string, ids: readonly string[]) => {
      asked.push(`jira ${accountId} ${ids.join(',')}`);
      if (options.down) return Promise.reject(new Error('down'));
      return Promise.resolve(new Set(ids.filter((id) => id !== '666')));
    },
  } as unknown as JiraSite;
  const confluence = {
    hasPagePermission: (_t: Tenant, accountId: string, id: string) => {
      asked.push(`page ${accountId} ${id}`);
      return Promise.resolve(id !== '666');
    },
    readablePages: (_t: Tenant, accountId: string, ids: readonly string[]) => {
      asked.push(`pages ${accountId} ${ids.join(',')}`);
      return Promise.resolve(new Set(ids.filter((id) => id !== '666')));
    },
  } as unknown as ConfluenceSite;
  const visibility = createPlaceVisibility({ tenants, jira, confluence, now: () => now });
  return { visibility, asked, later: (ms: number) => (now += ms) };
}

describe('place visibility', () => {
  it('asks the host about a person once per place for a while, and a page of places at once', async () => {
    const { visibility, asked, later } = world();
    const bob = person();
    expect(visibility.known(bob, issue('1'))).toBeUndefined();
    expect(await visibility.sees(bob, issue('1'))).toBe(true);
    expect(await visibility.sees(bob, issue('666'))).toBe(false);
    expect(visibility.known(bob, issue('1'))).toBe(true);
    expect(visibility.known(bob, issue('666'))).toBe(false);
    expect(visibility.knownHidden(bob)).toEqual(['jira_issue:666']);
    const hidden = await visibility.hiddenAmong(bob, [
      issue('1'),
      issue('2'),
      issue('3'),
      issue('666'),
    ]);
    expect([...hidden]).toEqual(['jira_issue:666']);
    expect(asked).toEqual(['jira bob 1', 'jira bob 666', 'jira bob 2,3']);
    later(30_001);
    expect(visibility.known(bob, issue('1'))).toBeUndefined();
    expect(visibility.knownHidden(bob)).toEqual([]);
  });

  it('asks Confluence as the person: one page, or one search for many', async () => {
    const { visibility, asked } = world();
    const bob = person(wikiSite);
    expect(await visibility.sees(bob, page('7'))).toBe(true);
    expect([...(await visibility.hiddenAmong(bob, [page('8'), page('666')]))]).toEqual([
      'confluence_page:666',
    ]);
    expect(asked).toEqual(['page bob 7', 'pages bob 8,666']);
  });

  it('closes placed checklists to portal users, and opens them to site keys, Jira and the other product', async () => {
    const { visibility, asked } = world();
    const portal = portalContext({
      tenantKey: 'jira-site',
      userId: 'p-1',
      displayName: null,
      reach: { templateUids: [] },
      locale: 'en',
    });
    expect(visibility.known(portal, issue('1'))).toBe(false);
    expect(visibility.known(portal, { kind: 'standalone', id: null })).toBe(true);
    const siteKey = apiKeyContext({
      site: jiraSite,
      key: { id: 'k', name: 'CI', scope: 'read' },
      owner: { kind: 'site' },
      locale: 'en',
    });
    const jira = hostCallContext({ site: jiraSite, kind: 'workflow', person: {}, locale: 'en' });
    for (const ctx of [siteKey, jira]) expect(await visibility.sees(ctx, issue('666'))).toBe(true);
    // A Jira issue named on a Confluence site: no host there knows it.
    expect(await visibility.sees(person(wikiSite), issue('666'))).toBe(true);
    expect(asked).toEqual([]);
    // A person's key and Confluence's export for a person are asked about as that person.
    const ownKey = apiKeyContext({
      site: jiraSite,
      key: { id: 'k2', name: 'mine', scope: 'read' },
      owner: { kind: 'atlassian', id: 'clara', displayName: null },
      locale: 'en',
    });
    const exporter = hostCallContext({
      site: wikiSite,
      kind: 'atlassian',
      person: { accountId: 'dieter' },
      locale: 'en',
    });
    expect(await visibility.sees(ownKey, issue('666'))).toBe(false);
    expect(await visibility.sees(exporter, page('666'))).toBe(false);
    expect(asked).toEqual(['jira clara 666', 'page dieter 666']);
  });

  it('answers 503 when the host cannot be asked, and remembers nothing', async () => {
    const { visibility } = world({ down: true });
    const failed = await visibility.sees(person(), issue('1')).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(AppError);
    expect((failed as AppError).status).toBe(503);
    expect(visibility.known(person(), issue('1'))).toBeUndefined();
  });
});
