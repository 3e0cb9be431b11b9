import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtom } from 'jotai';
import Button from '@atlaskit/button/default/button';
import SectionMessage from '@atlaskit/section-message';
import { ApiError } from '../../lib/api-client';
import { getMe } from '../../api/get-me';
import { getSettings } from '../../api/get-settings';
import { applyChosenLanguage } from '../../api/apply-language';
import { saveSettings } from './api/save-settings';
import { showError, showSuccess } from '../../messages/show-message';
import { errorText } from '../../lib/error-text';
import { Loading } from '../../ui/loading';
import { globalSettingsAtom } from '../../state/atoms';
import type { CustomTaskStatus, GlobalSettings } from '../../../shared/settings';
import { newStatusId } from './new-status-id';
import { serverStatusErrors, statusNameErrors, type StatusErrors } from './status-errors';
import { STATUS_NAME_MAX, CUSTOM_STATUSES_MAX } from '../../../shared/limits';
import { TextLimit } from '../../ui/text-limit';
import { SettingsHistory } from './settings-history';
import { DefaultLanguageField } from './default-language-field';
import ui from '../../ui/ui.module.css';
import styles from './settings.module.css';

const CATEGORIES = ['open', 'done', 'skipped'] as const;

/** Site administrators: custom item statuses, who edits, share links, the default language. */
export default function GlobalSettingsScreen() {
  const { t } = useTranslation();
  const [settings, setSettings] = useAtom(globalSettingsAtom);
  const [draft, setDraft] = useState<GlobalSettings | null>(settings);
  const [saving, setSaving] = useState(false);
  const [saves, setSaves] = useState(0);
  const [isAdmin, setIsAdmin] = useState<boolean | null>(null);
  /** What the server said about names it refused, until the name is changed again. */
  const [refused, setRefused] = useState<StatusErrors>({});

  useEffect(() => {
    getMe().then(
      (me) => setIsAdmin(me.isAdmin),
      () => setIsAdmin(false),
    );
    if (!settings) getSettings().then(setDraft, () => undefined);
  }, [settings]);

  if (isAdmin === null || !draft) return <Loading label={t('app.loading')} />;
  if (!isAdmin)
    return (
      <SectionMessage appearance="warning" title={t('settings.adminOnlyTitle')}>
        {t('settings.adminOnly')}
      </SectionMessage>
    );

  const statuses = draft.customTaskStatuses;
  const nameErrors: StatusErrors = { ...refused, ...statusNameErrors(statuses, t) };
  const invalid = Object.keys(nameErrors).length > 0;
  const errorId = (index: number) => `status-name-error-${index}`;
  const update = (index: number, patch: Partial<CustomTaskStatus>) => {
    if (patch.name !== undefined) {
      const { [index]: _changed, ...others } = refused;
      setRefused(others);
    }
    setDraft({
      ...draft,
      customTaskStatuses: statuses.map((s, i) => (i === index ? { ...s, ...patch } : s)),
    });
  };
  const add = () => {
    const name = t('settings.newStatus', { number: statuses.length + 1 });
    // The id is given once, here, and never changes: items keep it when the status is renamed.
    const id = newStatusId(name, [
      ...statuses.map((s) => s.id),
      ...draft.retiredTaskStatuses.map((s) => s.id),
    ]);
    setDraft({
      ...draft,
      customTaskStatuses: [...statuses, { id, name, colour: '#0C66E4', category: 'open' }],
    });
  };
  const save = async () => {
    if (invalid) return;
    setSaving(true);
    try {
      const saved = await saveSettings({
        version: draft.version,
        customTaskStatuses: draft.customTaskStatuses,
        showCustomTaskStatus: draft.showCustomTaskStatus,
        everyoneEditsChecklists: draft.everyoneEditsChecklists,
        allowPublicShareLinks: draft.allowPublicShareLinks,
        defaultLanguage: draft.defaultLanguage,
      });
      setRefused({});
      setSettings(saved);
      setDraft(saved);
      setSaves((n) => n + 1);
      showSuccess(t('settings.saved'));
      // A new site default shows at once, unless the admin chose a language of their own.
      void applyChosenLanguage(saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Another admin saved first: show their settings (the message says so).
        showError(t('settings.conflict'), errorText(error));
        const current = await getSettings().catch(() => null);
        if (current) {
          setSettings(current);
          setDraft(current);
          setSaves((n) => n + 1);
        }
      } else if (error instanceof ApiError && error.details.length > 0) {
        // Said at the names it concerns; anything else in words, never as a raw path.
        const { fields, general } = serverStatusErrors(error.details);
        setRefused(fields);
        showError(t('settings.saveFailed'), general.join(' ') || t('settings.fixNames'));
      } else {
        showError(t('settings.saveFailed'), errorText(error));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      data-testid="global-settings"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2 className={ui.heading}>{t('screens.global-settings')}</h2>
      <label className={ui.row}>
        <input
          type="checkbox"
          checked={draft.showCustomTaskStatus}
          onChange={(e) => setDraft({ ...draft, showCustomTaskStatus: e.target.checked })}
        />
        {t('settings.showCustom')}
      </label>
      <label className={ui.row}>
        <input
          type="checkbox"
          checked={draft.everyoneEditsChecklists}
          aria-describedby="everyone-edits-hint"
          onChange={(e) => setDraft({ ...draft, everyoneEditsChecklists: e.target.checked })}
        />
        {t('settings.everyoneEdits')}
      </label>
      <p id="everyone-edits-hint" className={ui.subtle}>
        {t('settings.everyoneEditsHint')}
      </p>
      <label className={ui.row}>
        <input
          type="checkbox"
          checked={draft.allowPublicShareLinks}
          aria-describedby="share-links-hint"
          onChange={(e) => setDraft({ ...draft, allowPublicShareLinks: e.target.checked })}
        />
        {t('settings.allowShareLinks')}
      </label>
      <p id="share-links-hint" className={ui.subtle}>
        {t('settings.allowShareLinksHint')}
      </p>
      <DefaultLanguageField
        value={draft.defaultLanguage}
        onChange={(defaultLanguage) => setDraft({ ...draft, defaultLanguage })}
      />
      <h3 className={ui.label}>{t('settings.statuses')}</h3>
      <p className={ui.subtle}>{t('settings.statusesHint')}</p>
      <table className={`${ui.table} ${styles.statuses}`}>
        <thead>
          <tr>
            <th>{t('settings.name')}</th>
            <th>{t('settings.colour')}</th>
            <th>{t('settings.category')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {statuses.length === 0 && (
            <tr>
              <td colSpan={4} className={ui.subtle} data-testid="statuses-empty">
                {t('settings.statusesEmpty')}
              </td>
            </tr>
          )}
          {statuses.map((status, index) => (
            <tr key={status.id} data-testid="status-row">
              <td>
                <input
                  className={ui.input}
                  aria-label={t('settings.name')}
                  value={status.name}
                  aria-invalid={nameErrors[index] !== undefined}
                  aria-describedby={`${errorId(index)} ${errorId(index)}-limit`}
                  onChange={(e) => update(index, { name: e.target.value })}
                />
                {nameErrors[index] !== undefined && (
                  <span id={errorId(index)} className={ui.error} data-testid="status-name-error">
                    {nameErrors[index]}
                  </span>
                )}
                <TextLimit
                  id={`${errorId(index)}-limit`}
                  value={status.name.trim()}
                  max={STATUS_NAME_MAX}
                />
              </td>
              <td>
                <input
                  type="color"
                  aria-label={t('settings.colour')}
                  value={status.colour}
                  onChange={(e) => update(index, { colour: e.target.value.toUpperCase() })}
                />
              </td>
              <td>
                <select
                  className={ui.select}
                  aria-label={t('settings.category')}
                  value={status.category}
                  onChange={(e) =>
                    update(index, { category: e.target.value as CustomTaskStatus['category'] })
                  }
                >
                  {CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {t(`itemStatus.${c}`)}
                    </option>
                  ))}
                </select>
              </td>
              <td className={styles.removeCell}>
                <Button
                  appearance="subtle"
                  spacing="compact"
                  onClick={() => {
                    setRefused({});
                    setDraft({
                      ...draft,
                      customTaskStatuses: statuses.filter((_, i) => i !== index),
                    });
                  }}
                >
                  {t('settings.remove')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={ui.toolbar}>
        <Button onClick={add} isDisabled={statuses.length >= CUSTOM_STATUSES_MAX}>
          {t('settings.add')}
        </Button>
        <span className={ui.grow} />
        {invalid && (
          <span id="settings-invalid" className={ui.error}>
            {t('settings.fixNames')}
          </span>
        )}
        <Button
          type="submit"
          appearance="primary"
          isDisabled={saving || invalid}
          aria-describedby={invalid ? 'settings-invalid' : undefined}
        >
          {t('settings.save')}
        </Button>
      </div>
      <SettingsHistory refresh={saves} />
    </form>
  );
}
