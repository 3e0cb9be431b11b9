/**
 * The list macro's static output (render modes): a plain table of the checklists with their
 * status, progress and page; every text escaped, no scripts, styles sheets or images.
 */
import type { Page } from '../../shared/pagination';
import type { Language } from '../../shared/language';
import type { PlacedChecklistView } from '../services/confluence/confluence-views';
import { translate } from '../i18n/translate';
import { escapeHtml } from './escape-html';
import { formatPercent } from '../../shared/format';

export function renderListStatic(
  page: Page<PlacedChecklistView> | undefined,
  language: Language,
): string {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    escapeHtml(translate(language, key, params));
  if (!page || page.items.length === 0)
    return `<div class="checklists-static"><p>${t('static.listEmpty')}</p></div>`;
  const rows = page.items
    .map(({ row, page: placed }) => {
      const percent =
        row.progress_total === 0 ? 0 : Math.floor((row.progress_done / row.progress_total) * 100);
      return `<tr><td>${escapeHtml(row.title)}</td><td>${t(`static.status.${row.status}` as Parameters<typeof translate>[1])}</td><td>${t('static.progress', { done: row.progress_done, total: row.progress_total, percent: formatPercent(percent, language) })}</td><td>${placed ? escapeHtml(placed.title) : ''}</td></tr>`;
    })
    .join('');
  const more = page.total - page.items.length;
  return `<div class="checklists-static"><table><thead><tr><th>${t('static.checklist')}</th><th>${t('static.statusHeading')}</th><th>${t('static.progressHeading')}</th><th>${t('static.page')}</th></tr></thead><tbody>${rows}</tbody></table>${more > 0 ? `<p>${t('static.more', { count: more })}</p>` : ''}</div>`;
}
