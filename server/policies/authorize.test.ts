/**
 * The rules themselves, for every kind of caller (HTTP tests show them per route). A person's
 * API key is its owner (same kind and id); a site's API key (`apiKey` with `isAdmin`) is a
 * member acting as a site admin; an `apiKey` caller without it, and share links (no credential
 * yet), are not members and get no rights from these rules.
 */
import { describe, expect, it } from 'vitest';
import type { RequestContext, UserKind } from '../auth/request-context';
import {
  apiKeyContext,
  atlassianContext,
  hostCallContext,
  portalContext,
} from '../auth/caller-contexts';
import { authorize, can, SITE } from './authorize';
import type { ChecklistAccess } from './checklist-policy';
import { checklistPermissions, templatePermissions } from './permissions';

const site = { clientKey: 'site', productType: 'confluence' } as const;
const KEY = { id: 'key', name: 'CI', scope: 'write' } as const;

/** A caller of each kind; `templateUids`: what a portal user was invited to. */
const ctx = (
  id: string,
  options: { admin?: boolean; kind?: UserKind; templateUids?: string[] } = {},
): RequestContext => {
  const locale = 'en';
  switch (options.kind ?? 'atlassian') {
    case 'portal':
      return portalContext({
        tenantKey: 'site',
        userId: id,
        displayName: null,
        reach: { templateUids: options.templateUids ?? [] },
        locale,
      });
    case 'apiKey': {
      // `user.kind: 'apiKey'` is a site's key: a member only as the site admin it acts as.
      const key = apiKeyContext({
        site,
        key: { ...KEY, id: id.replace(/^apikey:/, '') },
        owner: { kind: 'site' },
        locale,
      });
      return { ...key, isAdmin: options.admin ?? false };
    }
    case 'share':
      // Share links arrive with their own credential (next): until then, a stranger to the site.
      return {
        ...hostCallContext({ site, kind: 'jira', person: { accountId: id }, locale }),
        user: { kind: 'share', id, displayName: null },
      };
    case 'jira':
    case 'workflow':
      return hostCallContext({
        site,
        kind: options.kind as 'jira',
        person: { accountId: id },
        locale,
      });
    default:
      return atlassianContext({
        site,
        accountId: id,
        displayName: null,
        isAdmin: options.admin ?? false,
        signed: {},
        locale,
      });
  }
};

const checklist = (over: Partial<ChecklistAccess> = {}): ChecklistAccess => ({
  uid: 'checklist',
  createdBy: 'creator',
  assigneeId: 'assignee',
  archived: false,
  templateUid: 'template',
  templateManagers: { uid: 'template', ownerId: 'owner', editorIds: ['editor'] },
  everyoneEdits: false,
  ...over,
});

describe('checklist permissions', () => {
  const cases: [string, RequestContext, Partial<ReturnType<typeof checklistPermissions>>][] = [
    ['its creator', ctx('creator'), { canWork: true, canEdit: true, canDelete: true }],
    ['its assignee', ctx('assignee'), { canWork: true, canEdit: true, canDelete: false }],
    ["its template's owner", ctx('owner'), { canEdit: true, canDelete: true }],
    ["its template's editor", ctx('editor'), { canEdit: true, canDelete: true }],
    ['a site admin', ctx('admin', { admin: true }), { canEdit: true, canDelete: true }],
    ['another member', ctx('member'), { canWork: true, canEdit: false, canDelete: false }],
    [
      'a portal user invited to its template',
      ctx('portal', { kind: 'portal', templateUids: ['template'] }),
      { canWork: true, canEdit: true, canDelete: true },
    ],
    [
      'a portal user invited to another template',
      ctx('portal', { kind: 'portal', templateUids: ['other'] }),
      { canWork: false, canEdit: false, canArchive: false, canDelete: false },
    ],
    [
      'an API key that is no site key',
      ctx('creator', { kind: 'apiKey' }),
      { canWork: false, canEdit: false, canArchive: false, canDelete: false },
    ],
    [
      "a site's API key, as a site admin",
      ctx('apikey:site-key', { kind: 'apiKey', admin: true }),
      { canWork: true, canEdit: true, canArchive: true, canDelete: true },
    ],
    [
      'a share link',
      ctx('creator', { kind: 'share', admin: true }),
      { canWork: false, canEdit: false, canArchive: false, canDelete: false },
    ],
  ];
  for (const [who, caller, expected] of cases) {
    it(`for ${who}`, () => {
      expect(checklistPermissions(caller, checklist())).toMatchObject(expected);
    });
  }

  it('give a portal user nothing out of reach, whatever ids name them', () => {
    const named = checklist({
      createdBy: 'portal',
      assigneeId: 'portal',
      templateManagers: { uid: 'template', ownerId: 'portal', editorIds: ['portal'] },
      everyoneEdits: true,
    });
    const elsewhere = ctx('portal', { kind: 'portal', templateUids: ['other'] });
    expect(checklistPermissions(elsewhere, named)).toEqual({
      canWork: false,
      canEdit: false,
      canArchive: false,
      canDelete: false,
      canShare: false,
    });
    const signature = {
      signedBy: 'portal',
      archived: false,
      templateUid: 'template',
      templateManagers: named.templateManagers,
    };
    expect(can(elsewhere, 'signature.remove', signature)).toBe(false);
    expect(() => authorize(elsewhere, 'checklist.edit', named)).toThrow(
      expect.objectContaining({ status: 403, messageKey: 'errors.portalOutOfReach' }),
    );
    const invited = ctx('portal', { kind: 'portal', templateUids: ['template'] });
    expect(can(invited, 'signature.remove', signature)).toBe(true);
    expect(checklistPermissions(invited, named).canDelete).toBe(true);
  });

  it('let every member edit when the site says so, but never an archived checklist', () => {
    expect(checklistPermissions(ctx('member'), checklist({ everyoneEdits: true })).canEdit).toBe(
      true,
    );
    const archived = checklistPermissions(ctx('creator'), checklist({ archived: true }));
    expect(archived).toEqual({
      canWork: false,
      canEdit: false,
      canArchive: true,
      canDelete: true,
      canShare: false,
    });
  });

  it('without a template, leave structure to the creator, the assignee and admins', () => {
    const orphan = checklist({ templateManagers: null });
    expect(can(ctx('owner'), 'checklist.edit', orphan)).toBe(false);
    expect(can(ctx('assignee'), 'checklist.edit', orphan)).toBe(true);
  });
});

describe('authorize', () => {
  it('answers 403 for the caller and 409 for the state', () => {
    expect(() => authorize(ctx('member'), 'checklist.edit', checklist())).toThrow(
      expect.objectContaining({ status: 403, messageKey: 'errors.checklistEditForbidden' }),
    );
    expect(() =>
      authorize(ctx('creator'), 'checklist.edit', checklist({ archived: true })),
    ).toThrow(expect.objectContaining({ status: 409, messageKey: 'errors.checklistArchived' }));
    expect(() => authorize(ctx('member'), 'settings.update', SITE)).toThrow(
      expect.objectContaining({ status: 403, messageKey: 'errors.adminOnly' }),
    );
    expect(() => authorize(ctx('admin', { admin: true }), 'settings.update', SITE)).not.toThrow();
  });

  it('lets signatures be removed by the signer, managers and admins only', () => {
    const signature = {
      signedBy: 'signer',
      archived: false,
      templateUid: null,
      templateManagers: null,
    };
    expect(can(ctx('signer'), 'signature.remove', signature)).toBe(true);
    expect(can(ctx('member'), 'signature.remove', signature)).toBe(false);
    expect(can(ctx('admin', { admin: true }), 'signature.remove', signature)).toBe(true);
    expect(can(ctx('signer'), 'signature.remove', { ...signature, archived: true })).toBe(false);
  });
});

describe('template permissions', () => {
  const template = { uid: 'template', ownerId: 'owner', editorIds: ['editor'], archived: false };
  it('let managers edit and delete, the owner and admins change editors, members use it', () => {
    expect(templatePermissions(ctx('owner'), template)).toEqual({
      canEdit: true,
      canDelete: true,
      canUse: true,
      canChangeEditors: true,
    });
    expect(templatePermissions(ctx('editor'), template)).toMatchObject({
      canEdit: true,
      canChangeEditors: false,
    });
    expect(templatePermissions(ctx('member'), template)).toEqual({
      canEdit: false,
      canDelete: false,
      canUse: true,
      canChangeEditors: false,
    });
    expect(templatePermissions(ctx('member'), { ...template, archived: true }).canUse).toBe(false);
    expect(templatePermissions(ctx('owner', { kind: 'share' }), template).canEdit).toBe(false);
  });

  it('let a portal user manage the templates they were invited to, and no other', () => {
    const portal = (templateUids: string[]) => ctx('editor', { kind: 'portal', templateUids });
    expect(templatePermissions(portal(['other']), template)).toEqual({
      canEdit: false,
      canDelete: false,
      canUse: false,
      canChangeEditors: false,
    });
    expect(templatePermissions(portal(['template']), template)).toEqual({
      canEdit: true,
      canDelete: true,
      canUse: true,
      canChangeEditors: false,
    });
    expect(() => authorize(portal(['other']), 'template.edit', template)).toThrow(
      expect.objectContaining({ status: 403, messageKey: 'errors.portalOutOfReach' }),
    );
  });
});

describe('API keys', () => {
  /** The caller's own key (a site key is one already). */
  const withKey = (caller: RequestContext): RequestContext =>
    caller.credential === 'apiKey'
      ? caller
      : apiKeyContext({
          site,
          key: KEY,
          owner: { kind: 'atlassian', id: caller.user.id, displayName: null },
          locale: 'en',
        });
  it('are managed by people: their own by every member, the site’s by site admins', () => {
    expect(can(ctx('member'), 'apiKeys.own', SITE)).toBe(true);
    expect(can(ctx('portal', { kind: 'portal' }), 'apiKeys.own', SITE)).toBe(true);
    expect(can(ctx('member'), 'apiKeys.site', SITE)).toBe(false);
    expect(can(ctx('admin', { admin: true }), 'apiKeys.site', SITE)).toBe(true);
    expect(() => authorize(ctx('member'), 'apiKeys.site', SITE)).toThrow(
      expect.objectContaining({ status: 403, messageKey: 'errors.apiKeysAdminOnly' }),
    );
  });

  it('never by a key: neither a person’s key nor a site key', () => {
    const siteKey = withKey(ctx('apikey:key', { kind: 'apiKey', admin: true }));
    for (const caller of [
      withKey(ctx('member')),
      withKey(ctx('admin', { admin: true })),
      siteKey,
    ]) {
      expect(can(caller, 'apiKeys.own', SITE)).toBe(false);
      expect(can(caller, 'apiKeys.site', SITE)).toBe(false);
    }
    expect(() => authorize(siteKey, 'apiKeys.site', SITE)).toThrow(
      expect.objectContaining({ status: 403, messageKey: 'errors.apiKeysPeopleOnly' }),
    );
  });

  it('of the site act as a site admin: settings and their history', () => {
    const siteKey = withKey(ctx('apikey:key', { kind: 'apiKey', admin: true }));
    expect(can(siteKey, 'settings.update', SITE)).toBe(true);
    expect(can(siteKey, 'settings.history', SITE)).toBe(true);
    expect(can(withKey(ctx('member')), 'settings.history', SITE)).toBe(false);
  });
});
