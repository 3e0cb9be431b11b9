/**
 * What an audit event changed, in words: "“Deploy” · Open → Done", "Assigned to Bob". Pure, so
 * the audit screen and its tests share it; names, item texts and labels come from the caller.
 */
import type { AuditEventDto } from '../../../shared/audit';

export interface DescribeTools {
  t: (key: string, options?: Record<string, unknown>) => string;
  /** Display name of an account id. */
  nameOf: (id: string) => string;
  /** The item's text as the checklist has it now (removed items: undefined). */
  itemText: (id: string) => string | undefined;
  /** The label of a built-in or custom item status. */
  statusLabel: (status: string) => string;
  /** A yyyy-mm-dd date for people. */
  date: (value: string) => string;
}

type Fields = Record<string, unknown>;
const fields = (value: unknown): Fields =>
  value && typeof value === 'object' ? (value as Fields) : {};
const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** The ids of people an event names (to look their names up). */
export function peopleIn(event: AuditEventDto): string[] {
  return [fields(event.before).assigneeId, fields(event.after).assigneeId].filter(
    (id): id is string => typeof id === 'string',
  );
}

export function describeEvent(event: AuditEventDto, tools: DescribeTools): string {
  const { t } = tools;
  const before = fields(event.before);
  const after = fields(event.after);
  const quote = (value: string) => t('audit.describe.quoted', { text: value });
  const item = () => {
    // The server names the item as its checklist has it now; a removed one by what it recorded.
    const current =
      event.itemText ?? (event.itemId ? tools.itemText(event.itemId) : undefined) ?? null;
    const known = current ?? text(before.text) ?? text(after.text);
    return known ? quote(known) : t('audit.describe.removedItem');
  };
  const person = (id: unknown) =>
    typeof id === 'string' ? tools.nameOf(id) : t('audit.describe.nobody');
  const day = (value: unknown) =>
    typeof value === 'string' ? tools.date(value) : t('audit.describe.noDate');
  // Who had it before and who has it now: "from Alice to Bob", or who no longer has it.
  const assignment = (from: unknown, to: unknown) =>
    typeof to !== 'string'
      ? t('audit.describe.unassigned', { name: person(from) })
      : typeof from === 'string' && from !== to
        ? t('audit.describe.reassigned', { before: person(from), after: person(to) })
        : t('audit.describe.assignedTo', { name: person(to) });
  const parts = (...values: (string | null | false)[]) =>
    values.filter((v): v is string => Boolean(v)).join(' · ');

  switch (event.action) {
    case 'created':
      return parts(
        text(after.title) && quote(String(after.title)),
        text(after.template) && t('audit.describe.fromTemplate', { title: after.template }),
        // The items to do, as progress counts them (older events only know every item).
        typeof after.tasks === 'number'
          ? t('counts.itemsToDo', { count: after.tasks })
          : typeof after.items === 'number' && t('audit.describe.items', { count: after.items }),
      );
    case 'renamed':
      return t('audit.describe.change', {
        before: quote(String(before.title ?? '')),
        after: quote(String(after.title ?? '')),
      });
    case 'assigned':
      return assignment(before.assigneeId, after.assigneeId);
    case 'due_date_changed':
      return t('audit.describe.change', { before: day(before.dueDate), after: day(after.dueDate) });
    case 'status_changed':
      return parts(
        item(),
        t('audit.describe.change', {
          before: tools.statusLabel(String(before.status ?? 'open')),
          after: tools.statusLabel(String(after.status ?? 'open')),
        }),
        text(after.reason) && t('audit.describe.reason', { reason: after.reason }),
      );
    case 'note_changed':
      return parts(
        item(),
        text(after.note) ? quote(String(after.note)) : t('audit.describe.noteRemoved'),
      );
    case 'item_added':
    case 'item_removed':
    case 'item_moved':
    case 'signed':
    case 'signature_cleared':
      return item();
    case 'item_edited': {
      const changes: string[] = [];
      if ('text' in after)
        changes.push(
          t('audit.describe.change', {
            before: quote(String(before.text ?? '')),
            after: quote(String(after.text ?? '')),
          }),
        );
      if ('mandatory' in after)
        changes.push(
          t(after.mandatory ? 'audit.describe.nowMandatory' : 'audit.describe.optional'),
        );
      if ('assigneeId' in after) changes.push(assignment(before.assigneeId, after.assigneeId));
      if ('dueDate' in after)
        changes.push(t('audit.describe.dueDate', { date: day(after.dueDate) }));
      return parts(item(), ...changes);
    }
    case 'skipped':
      return text(after.reason) ? t('audit.describe.reason', { reason: after.reason }) : '';
    default:
      return '';
  }
}
