import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import SectionMessage from '@atlaskit/section-message';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { useDebouncedSearch } from '../../lib/use-debounced-search';
import { showError, showSuccess } from '../../messages/show-message';
import { Loading } from '../../ui/loading';
import type { EnabledProjectsDto, JiraProjectDto } from '../../../shared/jira';
import { getEnabledProjects, saveEnabledProjects, searchProjects } from './api/enabled-projects';
import ui from '../../ui/ui.module.css';
import styles from './jira.module.css';

/**
 * /jira/adminEnabledProjects (site admins): the projects Checklists works in, picked from the
 * site's projects; none picked means every project.
 */
export default function EnabledProjects() {
  const { t } = useTranslation();
  const [stored, setStored] = useState<EnabledProjectsDto | null>(null);
  const [picked, setPicked] = useState<JiraProjectDto[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [saving, setSaving] = useState(false);
  const found = useDebouncedSearch(query, searchProjects, { minLength: 0 });

  const show = (data: EnabledProjectsDto) => {
    setStored(data);
    setPicked(data.projects);
  };
  useEffect(() => {
    getEnabledProjects().then(show, (error: unknown) =>
      setRefused(error instanceof ApiError ? error.message : errorText(error)),
    );
  }, []);

  if (refused)
    return (
      <SectionMessage appearance="warning" title={t('jira.enabled.adminOnlyTitle')}>
        {refused}
      </SectionMessage>
    );
  if (!stored) return <Loading label={t('app.loading')} />;

  const save = async () => {
    setSaving(true);
    try {
      show(
        await saveEnabledProjects({ projectIds: picked.map((p) => p.id), version: stored.version }),
      );
      showSuccess(t('jira.enabled.saved'));
    } catch (error) {
      // Another admin saved first: show their choice.
      if (error instanceof ApiError && error.status === 409) show(await getEnabledProjects());
      showError(t('jira.enabled.saveFailed'), errorText(error));
    } finally {
      setSaving(false);
    }
  };
  const options = (found ?? []).filter((p) => !picked.some((x) => x.id === p.id));
  const unsaved =
    picked.length !== stored.projects.length ||
    picked.some((p) => !stored.projects.some((x) => x.id === p.id));

  return (
    <section data-testid="enabled-projects">
      <h2 className={ui.heading}>{t('jira.enabled.title')}</h2>
      <p>{t('jira.enabled.explain')}</p>
      {/* What is saved; a choice not saved yet says so until Save. */}
      <p data-testid="enabled-summary">
        <strong>
          {stored.projects.length === 0
            ? t('jira.enabled.all')
            : t('jira.enabled.some', { count: stored.projects.length })}
        </strong>
      </p>
      {unsaved && (
        <p className={ui.subtle} data-testid="enabled-unsaved">
          {picked.length === 0
            ? t('jira.enabled.unsavedAll')
            : t('jira.enabled.unsavedSome', { count: picked.length })}
        </p>
      )}
      <ul className={styles.list}>
        {picked.map((p) => (
          <li key={p.id} className={ui.row} data-testid="enabled-project">
            <span>
              {p.name} ({p.key})
            </span>
            <Button
              appearance="subtle"
              spacing="compact"
              aria-label={t('jira.enabled.remove', { name: p.name })}
              onClick={() => setPicked(picked.filter((x) => x.id !== p.id))}
            >
              ✕
            </Button>
          </li>
        ))}
      </ul>
      <label className={ui.field}>
        {t('jira.enabled.add')}
        <input
          className={ui.input}
          value={query}
          placeholder={t('jira.enabled.search')}
          onChange={(e) => setQuery(e.target.value)}
        />
      </label>
      <ul className={styles.list} aria-label={t('jira.enabled.matches')}>
        {options.map((p) => (
          <li key={p.id}>
            <Button spacing="compact" onClick={() => setPicked([...picked, p])}>
              {t('jira.enabled.pick', { name: `${p.name} (${p.key})` })}
            </Button>
          </li>
        ))}
      </ul>
      <Button appearance="primary" isDisabled={saving} onClick={() => void save()}>
        {t('jira.enabled.save')}
      </Button>
    </section>
  );
}
