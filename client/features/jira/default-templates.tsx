import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import { LoadState } from '../../ui/load-state';
import { useLoad } from '../../lib/use-load';
import { errorText } from '../../lib/error-text';
import { showError, showSuccess } from '../../messages/show-message';
import type { ChosenTemplate } from '../../ui/template-picker';
import type { JiraIssueTypeDto } from '../../../shared/jira';
import { getDefaultTemplates, saveDefaultTemplates } from './api/default-templates';
import { DefaultChecklistModal } from './default-checklist-modal';
import ui from '../../ui/ui.module.css';
import styles from './jira.module.css';

/**
 * /jira/adminDefaultTemplates, the project settings tab (the project's admins): per issue
 * type, the templates every new issue of that type gets as checklists.
 */
export default function DefaultTemplates() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const projectId = params.get('projectId') ?? '';
  const defaults = useLoad(getDefaultTemplates, [projectId]);
  const [editing, setEditing] = useState<JiraIssueTypeDto | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (issueType: JiraIssueTypeDto, templates: ChosenTemplate[]) => {
    setSaving(true);
    try {
      defaults.set(
        await saveDefaultTemplates(
          projectId,
          issueType.id,
          templates.map((x) => x.uid),
        ),
      );
      showSuccess(t('jira.defaults.saved', { issueType: issueType.name }));
      setEditing(null);
    } catch (error) {
      showError(t('jira.defaults.saveFailed'), errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section data-testid="default-templates">
      <LoadState value={defaults}>
        {(data) => (
          <>
            <h2 className={ui.heading}>
              {t('jira.defaults.title', { project: data.project.name })}
            </h2>
            <p>{t('jira.defaults.explain')}</p>
            {data.issueTypes.map((type) => {
              const templates =
                data.defaults.find((d) => d.issueTypeId === type.id)?.templates ?? [];
              return (
                <div
                  key={type.id}
                  className={styles.issueType}
                  data-testid={`issue-type-${type.name}`}
                >
                  <strong>{type.name}</strong>
                  <p className={ui.subtle}>
                    {templates.length
                      ? templates.map((x) => x.title).join(', ')
                      : t('jira.defaults.none')}
                  </p>
                  <Button onClick={() => setEditing(type)}>
                    {t('jira.defaults.edit', { issueType: type.name })}
                  </Button>
                  {editing?.id === type.id && (
                    <DefaultChecklistModal
                      issueType={type.name}
                      initial={templates}
                      saving={saving}
                      onClose={() => setEditing(null)}
                      onSave={(list) => void save(type, list)}
                    />
                  )}
                </div>
              );
            })}
          </>
        )}
      </LoadState>
    </section>
  );
}
