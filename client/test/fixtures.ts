/** DTOs as the API sends them, for screen tests; override what a test is about. */
import type { ChecklistDto, ChecklistItemDto } from '../../shared/checklists';
import type { TemplateDto } from '../../shared/templates';
import type { ApiKeyDto } from '../../shared/api-keys';
import type { InvitationDto } from '../../shared/invitations';

export function itemDto(overrides: Partial<ChecklistItemDto> = {}): ChecklistItemDto {
  return {
    id: 'item-1',
    position: 1,
    kind: 'task',
    text: 'Check the logs',
    mandatory: false,
    assigneeId: null,
    dueDate: null,
    status: 'open',
    statusCategory: 'open',
    statusSetBy: null,
    statusSetAt: null,
    skipReason: null,
    note: null,
    noteBy: null,
    noteAt: null,
    signature: null,
    version: 1,
    ...overrides,
  };
}

export function checklistDto(overrides: Partial<ChecklistDto> = {}): ChecklistDto {
  return {
    uid: 'checklist-0001',
    title: 'Release 1.0',
    templateUid: null,
    templateTitle: null,
    templateVersion: null,
    place: { kind: 'standalone' },
    assigneeId: null,
    dueDate: null,
    status: 'not_started',
    progress: { done: 0, total: 1, percent: 0 },
    openRequired: 0,
    createdBy: 'user-bob',
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    completedAt: null,
    completedBy: null,
    skippedAt: null,
    skippedBy: null,
    skipReason: null,
    archivedAt: null,
    version: 1,
    metaVersion: 1,
    permissions: {
      canEdit: true,
      canDelete: true,
      canWork: true,
      canArchive: true,
      canShare: true,
    },
    items: [itemDto()],
    ...overrides,
  };
}

export function templateDto(overrides: Partial<TemplateDto> = {}): TemplateDto {
  return {
    uid: 'template-0001',
    title: 'Release',
    description: '',
    tags: [],
    itemCount: 1,
    taskCount: 1,
    ownerId: 'user-bob',
    editorIds: [],
    archived: false,
    version: 1,
    updatedAt: '2026-01-05T10:00:00.000Z',
    checklistCount: 0,
    permissions: { canEdit: true, canDelete: true, canUse: true, canChangeEditors: true },
    items: [
      {
        id: 'titem-1',
        kind: 'task',
        text: 'Check the logs',
        mandatory: false,
        dueOffsetDays: null,
        assigneeId: null,
      },
    ],
    createdAt: '2026-01-05T10:00:00.000Z',
    createdBy: 'user-bob',
    updatedBy: 'user-bob',
    sourceExampleId: null,
    ...overrides,
  };
}

export function apiKeyDto(overrides: Partial<ApiKeyDto> = {}): ApiKeyDto {
  return {
    id: 'key-1',
    name: 'Nightly report',
    prefix: 'ck_3f9a2b7c',
    scope: 'read',
    createdAt: '2026-03-01T09:00:00.000Z',
    lastUsedAt: null,
    createdBy: { id: 'user-bob', displayName: 'Bob Owner' },
    ...overrides,
  };
}

export function invitationDto(overrides: Partial<InvitationDto> = {}): InvitationDto {
  return {
    id: 'inv-1',
    email: 'ada@example.com',
    status: 'open',
    createdAt: '2026-03-01T09:00:00.000Z',
    expiresAt: '2026-03-15T09:00:00.000Z',
    usedAt: null,
    createdBy: { id: 'user-bob', displayName: 'Bob Owner' },
    ...overrides,
  };
}
