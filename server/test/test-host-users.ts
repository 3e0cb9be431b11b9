/**
 * The people of the stand-in Atlassian (test-host.ts, forge-atlassian-api.ts): Jira's and
 * Confluence's user, bulk user and user search calls over the simulator's directory, and
 * Confluence's `expand=operations` (`administer` on `application` for site admins).
 */
import type { Express } from 'express';
import { findUser, USERS, type SimUser } from '../../e2e/simulator/lib/directory';

export function addTestUsers(app: Express): void {
  const jiraUser = (u: SimUser) => ({
    accountId: u.accountId,
    accountType: 'atlassian',
    displayName: u.displayName,
    active: true,
    avatarUrls: { '48x48': `https://avatars.example/${u.id}.png` },
  });
  const confluenceUser = (u: SimUser) => ({
    accountId: u.accountId,
    accountType: 'atlassian',
    displayName: u.displayName,
    profilePicture: { path: `/wiki/aa-avatar/${u.id}.png` },
  });
  const many = (value: unknown) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((v) => String(v ?? '').split(','))
      .flatMap((id) => findUser(id) ?? []);

  app.get('/:site/rest/api/3/user/bulk', (req, res) => {
    res.json({ values: many(req.query.accountId).map(jiraUser), isLast: true });
  });
  app.get('/:site/wiki/rest/api/user/bulk', (req, res) => {
    res.json({ results: many(req.query.accountId).map(confluenceUser) });
  });
  const matching = (q: string) =>
    USERS.filter((u) => u.displayName.toLowerCase().includes(q.toLowerCase()));
  app.get('/:site/rest/api/3/user/search', (req, res) => {
    res.json(matching(String(req.query.query ?? '')).map(jiraUser));
  });
  app.get('/:site/wiki/rest/api/search/user', (req, res) => {
    const q = /user\.fullname~"([^"]*)"/.exec(String(req.query.cql ?? ''))?.[1] ?? '';
    res.json({ results: matching(q).map((u) => ({ user: confluenceUser(u) })) });
  });

  app.get(['/:site/rest/api/3/user', '/:site/wiki/rest/api/user'], (req, res) => {
    const user = findUser(String(req.query.accountId ?? ''));
    if (!user) {
      res.status(404).json({ message: 'user not found' });
      return;
    }
    const confluence = req.path.includes('/wiki/');
    res.json({
      accountId: user.accountId,
      accountType: 'atlassian',
      displayName: user.displayName,
      ...(confluence && String(req.query.expand ?? '').includes('operations')
        ? {
            operations: [
              { operation: 'use', targetType: 'application' },
              ...(user.admin ? [{ operation: 'administer', targetType: 'application' }] : []),
            ],
          }
        : {}),
    });
  });
}
