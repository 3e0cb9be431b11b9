/**
 * The issue property `checklists` (shared/jira.ts) and the glance's lozenge, computed from
 * the issue's checklists as they are in the database now. Skipped checklists are settled:
 * their open items hold nothing up.
 */
import type { Repositories } from '../../db/unit-of-work';
import {
  OPEN_ITEMS_NAMED_MAX,
  OPEN_ITEM_TEXT_MAX,
  type ChecklistsIssueProperty,
  type GlanceStatusProperty,
} from '../../../shared/jira';
import { isCountable } from '../../../shared/item-kinds';
import type { ItemKind } from '../../../shared/item-kinds';
import { parseInline, plainText } from '../../../shared/markdown/parse-inline';

const cut = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** An item's text as a person reads it (markdown markers and link targets left out), one line. */
const readable = (markdown: string) => plainText(parseInline(markdown)).replace(/\s+/g, ' ').trim();

interface OpenItemRow {
  checklist_uid: string;
  kind: string;
  text: string;
  mandatory: number;
  status_category: string;
  signed: number;
}

/** The open required items of one checklist (mandatory ones, or all when none is mandatory). */
function openRequired(items: OpenItemRow[]): OpenItemRow[] {
  const countable = items.filter((i) => isCountable(i.kind as ItemKind));
  const mandatory = countable.filter((i) => i.mandatory === 1);
  const required = mandatory.length > 0 ? mandatory : countable;
  return required.filter((i) =>
    i.kind === 'signature' ? i.signed !== 1 : i.status_category === 'open',
  );
}

/** The property for the issue, or null when it has no checklists (the property is removed). */
export async function issueProperty(
  repos: Repositories,
  tenantKey: string,
  issueId: string,
): Promise<ChecklistsIssueProperty | null> {
  const checklists = await repos.jira.issueChecklists(tenantKey, issueId);
  if (checklists.length === 0) return null;
  const active = checklists.filter((c) => c.status !== 'skipped');
  const total = checklists.reduce((sum, c) => sum + c.progress_total, 0);
  const done = checklists.reduce((sum, c) => sum + c.progress_done, 0);
  const mandatoryOpen = active.reduce((sum, c) => sum + c.open_required, 0);

  // One entry per checklist, its title once and then its open items: "Release: Sign-off, Deploy".
  const named: string[] = [];
  let namedOpen = 0;
  const blocking = active.filter((c) => c.open_required > 0);
  if (blocking.length > 0) {
    const items = await repos.jira.openItems(
      tenantKey,
      blocking.map((c) => c.uid),
    );
    for (const checklist of blocking) {
      const room = OPEN_ITEMS_NAMED_MAX - namedOpen;
      if (room <= 0) break;
      const open = openRequired(items.filter((i) => i.checklist_uid === checklist.uid));
      const texts = open.slice(0, room).map((item) => cut(readable(item.text), OPEN_ITEM_TEXT_MAX));
      if (texts.length === 0) continue;
      named.push(`${cut(checklist.title, OPEN_ITEM_TEXT_MAX)}: ${texts.join(', ')}`);
      namedOpen += texts.length;
    }
  }
  return {
    count: checklists.length,
    total,
    done,
    mandatoryOpen,
    progress: total === 0 ? 100 : Math.floor((done / total) * 100),
    complete: checklists.every((c) => c.status === 'completed' || c.status === 'skipped'),
    openMandatoryItems: named,
    namedOpen,
  };
}

/** The glance's lozenge: "3/7", green when complete, blue while under way. */
export function glanceStatus(property: ChecklistsIssueProperty): GlanceStatusProperty {
  return {
    type: 'lozenge',
    value: {
      label: `${property.done}/${property.total}`,
      type: property.complete ? 'success' : property.done > 0 ? 'inprogress' : 'new',
    },
  };
}
