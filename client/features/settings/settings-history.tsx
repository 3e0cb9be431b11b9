import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettingsAudit } from './api/get-settings-audit';
import { LoadState } from '../../ui/load-state';
import type { AuditEventDto } from '../../../shared/audit';
import ui from '../../ui/ui.module.css';

/**
 * The latest changes of the global settings (`settings_changed` audit events, which belong to
 * the site rather than a checklist): when, who, and which settings changed.
 */
export function SettingsHistory({ refresh }: { refresh: number }) {
  const { t, i18n } = useTranslation();
  const events = useSettingsAudit({ perPage: 10 });
  const { reload } = events;
  useEffect(() => {
    if (refresh > 0) reload();
  }, [refresh, reload]);
  const time = new Intl.DateTimeFormat(i18n.language === 'de' ? 'de-DE' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const fields = (event: AuditEventDto) =>
    Object.keys(event.after && typeof event.after === 'object' ? event.after : {})
      .map((field) => t(`settings.fields.${field}`, { defaultValue: field }))
      .join(', ');

  return (
    <section data-testid="settings-history">
      <h3 className={ui.label}>{t('settings.history')}</h3>
      <LoadState value={events}>
        {(page) =>
          page.items.length === 0 ? (
            <p className={ui.subtle}>{t('settings.historyEmpty')}</p>
          ) : (
            <table className={ui.table}>
              <tbody>
                {page.items.map((event) => (
                  <tr key={event.id} data-testid="settings-change">
                    <td>{time.format(new Date(event.at))}</td>
                    <td>{event.actor.displayName ?? event.actor.id}</td>
                    <td className={ui.subtle}>
                      {t('settings.changed', { fields: fields(event) })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </LoadState>
    </section>
  );
}
