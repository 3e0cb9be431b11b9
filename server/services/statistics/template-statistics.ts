/**
 * A template's statistics (docs/STATISTICS.md) over the checklists made from it that the
 * caller may see, for whoever may read the template (`template.read`; 404 otherwise, like a
 * missing one). Portal users count only standalone checklists (their reach); everyone else
 * every checklist but those whose place the host hides from them: the template's places are
 * asked about (one host call per product, remembered as place-visibility.ts does) and the
 * hidden ones left out of every aggregate.
 */
import type { RequestContext } from '../../auth/request-context';
import type { Repositories } from '../../db/unit-of-work';
import type { TemplateScope } from '../../db/repositories/template-statistics-repository';
import { CHECKLIST_STATUSES } from '../../../shared/checklist-rules';
import {
  MOST_SKIPPED_MAX,
  type TemplateStatisticsDto,
  type TemplateStatisticsQuery,
} from '../../../shared/statistics';
import { nowIso } from '../../db/clock';
import { isCountable } from '../../../shared/item-kinds';
import type { PlaceVisibility } from '../places/place-visibility';
import { loadTemplate } from '../templates/template-access';
import { weeksEndingWith } from './durations';

type Deps = { repos: Repositories; visibility: PlaceVisibility };

async function scopeFor(
  deps: Deps,
  ctx: RequestContext,
  templateUid: string,
): Promise<TemplateScope> {
  const scope: TemplateScope = { tenantKey: ctx.tenantKey, templateUid };
  if (ctx.user.kind === 'portal') return { ...scope, standaloneOnly: true };
  const places = await deps.repos.templateStatistics.places(scope);
  if (places.length === 0) return scope;
  const hidden = await deps.visibility.hiddenAmong(
    ctx,
    places.map((p) => ({ kind: p.place_kind, id: p.place_id })),
  );
  return hidden.size ? { ...scope, hiddenPlaces: [...hidden] } : scope;
}

export async function templateStatistics(
  deps: Deps,
  ctx: RequestContext,
  uid: string,
  query: TemplateStatisticsQuery,
): Promise<TemplateStatisticsDto> {
  const template = await loadTemplate(deps.repos, ctx, uid, 'template.read');
  const today = query.today ?? nowIso().slice(0, 10);
  const weeks = weeksEndingWith(today, query.weeks);
  const scope = await scopeFor(deps, ctx, uid);
  const repo = deps.repos.templateStatistics;
  const [byStatus, timeToComplete, perItem, weekly] = await Promise.all([
    repo.byStatus(scope),
    repo.timeToComplete(scope),
    repo.perItem(scope),
    repo.weekly(scope, `${weeks[0]}T00:00:00.000Z`),
  ]);
  const checklists = byStatus.reduce((sum, row) => sum + row.count, 0);
  const completed = byStatus.reduce((sum, row) => sum + row.completed, 0);
  // The template's countable items in its order, counted or not yet (items added to one
  // checklist, or no longer in the template, are no template item: not listed).
  const counted = new Map(perItem.map((item) => [item.id, item]));
  const nothing = { skipped: 0, done: { count: 0, medianMs: null, p90Ms: null } };
  const items = template.items
    .filter((item) => isCountable(item.kind))
    .map((item) => ({ ...(counted.get(item.id) ?? nothing), id: item.id, text: item.text }));
  return {
    template: { uid: template.uid, title: template.title },
    today,
    checklists,
    byStatus: CHECKLIST_STATUSES.map((status) => ({
      status,
      count: byStatus.find((row) => row.status === status)?.count ?? 0,
    })),
    completed,
    completionRate: checklists === 0 ? null : completed / checklists,
    timeToComplete,
    items: items.map(({ id, text, done, skipped }) => ({ id, text, done, skipped })),
    mostSkipped: items
      .filter((item) => item.skipped > 0)
      .sort((a, b) => b.skipped - a.skipped || a.id.localeCompare(b.id))
      .slice(0, MOST_SKIPPED_MAX)
      .map(({ id, text, skipped }) => ({ id, text, skipped })),
    weekly: weeks.map((weekStart) => ({
      weekStart,
      created: weekly.created.get(weekStart) ?? 0,
      completed: weekly.completed.get(weekStart) ?? 0,
    })),
  };
}
