import { useTranslation } from 'react-i18next';
import { hostApi } from '../host/host-api';
import type { Place } from '../../shared/checklists';
import ui from './ui.module.css';

/**
 * Where a checklist lives, so that two checklists of one template can be told apart: its Jira
 * issue, its Confluence page, or "on its own" (the web app, the portal, the API). In Jira and
 * Confluence the issue or page is a link that opens it in the host.
 */
export function PlaceLink({ place }: { place: Place & { key?: string } }) {
  const { t } = useTranslation();
  const host = hostApi();
  const label =
    place.kind === 'jira_issue'
      ? t('place.issue', { key: place.key ?? place.id })
      : place.kind === 'confluence_page'
        ? t('place.page', { id: place.id })
        : t('place.standalone');
  const open =
    !host || place.kind === 'standalone'
      ? null
      : place.kind === 'jira_issue'
        ? () => host.openIssue(place.key ?? place.id)
        : () => host.openPage(place.id);
  if (!open)
    return (
      <span className={ui.subtle} data-testid="checklist-place">
        {label}
      </span>
    );
  return (
    <a
      href="#"
      data-testid="checklist-place"
      onClick={(event) => {
        event.preventDefault();
        open();
      }}
    >
      {label}
    </a>
  );
}
