/**
 * The rules themselves, for every kind of caller (HTTP tests show them per route; here also
 * the kinds of caller that have no credential yet: API keys and share links, which are not
 * members and get no rights from these rules).
 */
import { describe, expect, it } from 'vitest';
import type { RequestContext, UserKind } from '../auth/request-context';
import { authorize, can, SITE } from './authorize';
import type { ChecklistAccess } from './checklist-policy';
import { checklistPermissions, templatePermissions } from './permissions';

const ctx = (id: string, options: { admin?: boolean; kind?: UserKind } = {}): RequestContext => ({
  tenantKey: 'site',
  productType: 'confluence',
  user: { kind: options.kind ?? 'atlassian', id, displayName: null },
  isAdmin: options.admin ?? false,
  locale: 'en',
  hostContext: {},
});

const checklist = (over: Partial<ChecklistAccess> = {}): ChecklistAccess => ({
  createdBy: 'creator',
  assigneeId: 'assignee',
  archived: false,
  templateManagers: { ownerId: 'owner', editorIds: ['editor'] },
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
    ['a portal user', ctx('portal', { kind: 'portal' }), { canWork: true, canEdit: false }],
    [
      'an API key',
      ctx('creator', { kind: 'apiKey' }),
      { canWork: false, canEdit: false, canArchive: false, canDelete: false },
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

  it('let every member edit when the site says so, but never an archived checklist', () => {
    expect(checklistPermissions(ctx('member'), checklist({ everyoneEdits: true })).canEdit).toBe(
      true,
    );
    const archived = checklistPermissions(ctx('creator'), checklist({ archived: true }));
    expect(archived).toEqual({ canWork: false, canEdit: false, canArchive: true, canDelete: true });
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
    const signature = { signedBy: 'signer', archived: false, templateManagers: null };
    expect(can(ctx('signer'), 'signature.remove', signature)).toBe(true);
    expect(can(ctx('member'), 'signature.remove', signature)).toBe(false);
    expect(can(ctx('admin', { admin: true }), 'signature.remove', signature)).toBe(true);
    expect(can(ctx('signer'), 'signature.remove', { ...signature, archived: true })).toBe(false);
  });
});

describe('template permissions', () => {
  const template = { ownerId: 'owner', editorIds: ['editor'], archived: false };
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
});
