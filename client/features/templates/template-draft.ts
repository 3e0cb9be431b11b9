/**
 * The template editor's draft: what it starts from (a new template, a template being edited,
 * an example of the gallery, a checklist), what Save sends, and what keeps Save disabled.
 */
import type { ChecklistDto } from '../../../shared/checklists';
import type { ExampleSummaryDto } from '../../../shared/example-dto';
import { DESCRIPTION_MAX, ITEM_TEXT_MAX, TITLE_MAX } from '../../../shared/limits';
import type { CreateTemplateInput, TemplateDto } from '../../../shared/templates';
import { overLimit } from '../../ui/text-limit';
import {
  dueErrorId,
  dueOffsetValid,
  itemTextLimitId,
  newItem,
  type EditableItem,
} from './item-list-editor';

export interface Draft {
  title: string;
  description: string;
  tags: string;
  items: EditableItem[];
  editorIds: string[];
  /** The server's answer: whether this user's save may change the editors. */
  canChangeEditors: boolean;
  ownerId: string | null;
  version: number | null;
}

/** A draft that is not a stored template yet: this user will own it. */
const unsaved = (fields: Pick<Draft, 'title' | 'description' | 'tags' | 'items'>): Draft => ({
  ...fields,
  editorIds: [],
  canChangeEditors: true,
  ownerId: null,
  version: null,
});

export const emptyDraft = (): Draft =>
  unsaved({ title: '', description: '', tags: '', items: [newItem()] });

export const fromTemplate = (template: TemplateDto): Draft => ({
  title: template.title,
  description: template.description,
  tags: template.tags.join(', '),
  items: template.items.map((item) => ({
    key: item.id,
    id: item.id,
    kind: item.kind,
    text: item.text,
    mandatory: item.mandatory,
    dueOffsetDays: item.dueOffsetDays,
    assigneeId: item.assigneeId,
  })),
  editorIds: template.editorIds,
  canChangeEditors: template.permissions.canChangeEditors,
  ownerId: template.ownerId,
  version: template.version,
});

export const fromExample = (example: ExampleSummaryDto): Draft =>
  unsaved({
    title: example.title,
    description: example.description,
    tags: example.tags.join(', '),
    items: example.items.map((item) => ({
      ...newItem(item.kind, item.text),
      mandatory: item.mandatory,
      dueOffsetDays: item.dueOffsetDays,
    })),
  });

export const fromChecklist = (checklist: ChecklistDto): Draft =>
  unsaved({
    title: checklist.title,
    description: '',
    tags: '',
    items: checklist.items.map((item) => ({
      ...newItem(item.kind, item.text),
      mandatory: item.mandatory,
    })),
  });

/** What Save sends: empty items dropped, only tasks and signatures mandatory. */
export const toTemplateInput = (draft: Draft): CreateTemplateInput => ({
  title: draft.title,
  description: draft.description,
  tags: draft.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean),
  items: draft.items
    .filter((item) => item.text.trim())
    .map((item) => ({
      ...(item.id ? { id: item.id } : {}),
      kind: item.kind,
      text: item.text.trim(),
      mandatory: item.kind === 'task' || item.kind === 'signature' ? item.mandatory : false,
      dueOffsetDays: item.dueOffsetDays,
      assigneeId: item.assigneeId ?? null,
    })),
  editorIds: draft.editorIds,
});

/** The ids of the editor's fields; the texts by them say what is missing or wrong. */
export const fieldIdsOf = (prefix: string) => ({
  title: `${prefix}-title`,
  titleHelp: `${prefix}-title-help`,
  titleLimit: `${prefix}-title-limit`,
  descriptionLimit: `${prefix}-description-limit`,
});

/**
 * Why Save is disabled, as the id of the text that says so (the button is described by it),
 * or null when the draft can be saved.
 */
export function saveBlockedBy(draft: Draft, prefix: string): string | null {
  const ids = fieldIdsOf(prefix);
  if (!draft.title.trim()) return ids.titleHelp;
  if (overLimit(draft.title.trim(), TITLE_MAX)) return ids.titleLimit;
  if (overLimit(draft.description, DESCRIPTION_MAX)) return ids.descriptionLimit;
  const badDue = draft.items.findIndex((item) => !dueOffsetValid(item.dueOffsetDays));
  if (badDue >= 0) return dueErrorId(prefix, badDue);
  const long = draft.items.findIndex((item) => overLimit(item.text.trim(), ITEM_TEXT_MAX));
  if (long >= 0) return itemTextLimitId(prefix, long);
  return null;
}
