/**
 * The checklist macro's static output (render modes: PDF and Word export, e-mail, feeds) as
 * plain HTML: no scripts, no styles sheets, no images from us; every text escaped. Item texts
 * and notes are markdown rendered as the app renders them (markdown-html.ts).
 */
import type { StaticMacro } from '../services/confluence/confluence-views';
import type { Language } from '../../shared/language';
import { translate } from '../i18n/translate';
import { escapeHtml as esc } from './escape-html';
import { inlineMarkdownHtml as md } from './markdown-html';
import { formatDate, formatPercent } from '../../shared/format';

const MARK = { open: '☐', done: '☑', skipped: '⊘' } as const;

export function renderMacroStatic(view: StaticMacro, language: Language): string {
  // Dates and percentages as the app writes them (shared/format.ts).
  const day = (iso: string | null) => (iso ? formatDate(iso, language) : '');
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    esc(translate(language, key, params));
  if (view.state === 'empty')
    return `<div class="checklists-static"><p>${t('static.empty')}</p></div>`;
  if (view.state === 'notStarted') {
    const items = view.items
      .map((item) =>
        item.kind === 'heading'
          ? `<li><strong>${md(item.text)}</strong></li>`
          : item.kind === 'note'
            ? `<li><em>${md(item.text)}</em></li>`
            : `<li>${MARK.open} ${md(item.text)}</li>`,
      )
      .join('');
    return `<div class="checklists-static"><h3>${esc(view.title)}</h3><p>${t('static.notStarted')}</p><ul style="list-style:none;padding-left:0">${items}</ul></div>`;
  }
  const { row, items, signatures } = view.checklist;
  const percent =
    row.progress_total === 0 ? 0 : Math.floor((row.progress_done / row.progress_total) * 100);
  const lines = items
    .map((item) => {
      if (item.kind === 'heading') return `<li><strong>${md(item.text)}</strong></li>`;
      if (item.kind === 'note') return `<li><em>${md(item.text)}</em></li>`;
      const required = item.mandatory ? ' *' : '';
      if (item.kind === 'signature') {
        const signature = signatures.find((s) => s.item_id === item.id);
        const state = signature
          ? t('static.signedBy', {
              name: view.names.get(signature.signed_by) ?? signature.signed_by,
              date: day(signature.signed_at),
            })
          : t('static.notSigned');
        return `<li>${signature ? MARK.done : MARK.open} ${md(item.text)}${required} — ${state}</li>`;
      }
      const category = item.status_category;
      const by =
        category !== 'open' && item.status_set_by
          ? ` — ${t(category === 'done' ? 'static.doneBy' : 'static.skippedBy', { name: view.names.get(item.status_set_by) ?? item.status_set_by, date: day(item.status_set_at) })}`
          : '';
      const reason = item.skip_reason ? ` (${esc(item.skip_reason)})` : '';
      const note = item.note
        ? `<br><small>${t('static.note')}: ${md(item.note, { lineBreaks: true })}</small>`
        : '';
      return `<li>${MARK[category]} ${md(item.text)}${required}${by}${reason}${note}</li>`;
    })
    .join('');
  return `<div class="checklists-static"><h3>${esc(row.title)}</h3><p>${t(`static.status.${row.status}` as Parameters<typeof translate>[1])} · ${t('static.progress', { done: row.progress_done, total: row.progress_total, percent: formatPercent(percent, language) })}</p><ul style="list-style:none;padding-left:0">${lines}</ul></div>`;
}
