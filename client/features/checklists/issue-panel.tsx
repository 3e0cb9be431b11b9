import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import SectionMessage from '@atlaskit/section-message';
import Button from '@atlaskit/button/default/button';
import { LoadState } from '../../ui/load-state';
import { useLoad } from '../../lib/use-load';
import { getIssuePanel } from './api/get-issue-panel';
import { ChecklistCard } from './checklist-card';
import { IssuePanelAdd } from './issue-panel-add';
import styles from './checklist.module.css';

/**
 * The Jira issue panel (/jira/view, also the glance's panel): the issue's checklists, each
 * with every item action of the core and live updates, and adding one from a template or
 * blank. In a project that is not enabled it says so and how an admin enables it.
 */
export default function IssuePanel() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const issueId = params.get('issueId') ?? '';
  const panel = useLoad(getIssuePanel, [issueId]);
  const [adding, setAdding] = useState(false);

  return (
    <div className={styles.panel} data-testid="issue-panel">
      <LoadState value={panel}>
        {(data) => {
          if (!data.projectEnabled) {
            return (
              <SectionMessage appearance="information" title={t('issuePanel.notEnabledTitle')}>
                <p>{t('issuePanel.notEnabledBody')}</p>
              </SectionMessage>
            );
          }
          const showAdd = adding || data.checklists.length === 0;
          return (
            <>
              {data.checklists.length === 0 && <p>{t('issuePanel.empty')}</p>}
              {data.checklists.map((c) => (
                <ChecklistCard key={c.uid} uid={c.uid} compact onDeleted={panel.reload} />
              ))}
              {showAdd ? (
                <IssuePanelAdd
                  issue={data.issue}
                  onAdded={() => {
                    setAdding(false);
                    panel.reload();
                  }}
                  onCancel={data.checklists.length > 0 ? () => setAdding(false) : undefined}
                />
              ) : (
                <Button appearance="subtle" onClick={() => setAdding(true)}>
                  {t('issuePanel.addAnother')}
                </Button>
              )}
            </>
          );
        }}
      </LoadState>
    </div>
  );
}
