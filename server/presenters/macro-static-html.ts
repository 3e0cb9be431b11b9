/**
 * The checklist macro's static output (render modes: PDF and Word export, e-mail, feeds) as
 * plain HTML: no scripts, no styles sheets, no images from us; every text escaped. Markdown
 * in item texts is shown as its text. Dates and percentages as the app writes them
 * (shared/format.ts).
 */
import type { StaticMacro } from '../services/confluence/confluence-views';
import type { Language } from '../../shared/language';
import { translate } from '../i18n/translate';
import { escapeHtml as esc } from './escape-html';
import { formatDate, formatPercent } from '../../shared/format';

const MARK = { open: '☐', done: '☑', skipped: '⊘' } as const;

export function renderMacroStatic(view: StaticMacro, language: Language): string {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    esc(translate(language, key, params));
  if (view.state === 'empty')
    return `<div class="checklists-static"><p>${t('static.empty')}</p></div>`;
  if (view.state === 'notStarted') {
    const items = view.items
      .map((item) =>
        item.kind === 'heading'
          ? `<li><strong>${esc(item.text)}</strong></li>`
          : item.kind === 'note'
            ? `<li><em>${esc(item.text)}</em></li>`
            : `<li>${MARK.open} ${esc(item.text)}</li>`,
      )
      .join('');
    return `<div class="checklists-static"><h3>${esc(view.title)}</h3><p>${t('static.notStarted')}</p><ul style="list-style:none;padding-left:0">${items}</ul></div>`;
  }
  const { row, items, signatures } = view.checklist;
  const day = (iso: string | null) => (iso ? formatDate(iso, language) : '');
  const percent = formatPercent(
    row.progress_total === 0 ? 0 : Math.floor((row.progress_done / row.progress_total) * 100),
    language,
  );
  const lines = items
    .map((item) => {
      if (item.kind === 'heading') return `<li><strong>${esc(item.text)}</strong></li>`;
      if (item.kind === 'note') return `<li><em>${esc(item.text)}</em></li>`;
      const required = item.mandatory ? ' *' : '';
      if (item.kind === 'signature') {
        const signature = signatures.find((s) => s.item_id === item.id);
        const state = signature
          ? t('static.signedBy', {
              name: view.names.get(signature.signed_by) ?? signature.signed_by,
              date: day(signature.signed_at),
            })
          : t('static.notSigned');
        return `<li>${signature ? MARK.done : MARK.open} ${esc(item.text)}${required} — ${state}</li>`;
      }
      const category = item.status_category;
      const by =
        category !== 'open' && item.status_set_by
          ? ` — ${t(category === 'done' ? 'static.doneBy' : 'static.skippedBy', { name: view.names.get(item.status_set_by) ?? item.status_set_by, date: day(item.status_set_at) })}`
          : '';
      const reason = item.skip_reason ? ` (${esc(item.skip_reason)})` : '';
      const note = item.note ? `<br><small>${t('static.note')}: ${esc(item.note)}</small>` : '';
      return `<li>${MARK[category]} ${esc(item.text)}${required}${by}${reason}${note}</li>`;
    })
    .join('');
  return `<div class="checklists-static"><h3>${esc(row.title)}</h3><p>${t(`static.status.${row.status}` as Parameters<typeof translate>[1])} · ${t('static.progress', { done: row.progress_done, total: row.progress_total, percent })}</p><ul style="list-style:none;padding-left:0">${lines}</ul></div>`;
}
