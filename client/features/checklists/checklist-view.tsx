import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import SectionMessage from '@atlaskit/section-message';
import { ApiError } from '../../lib/api-client';
import { useOverviewPaths } from '../../routing/paths';
import { ChecklistCard } from './checklist-card';

/** One checklist in the overview: work its items; changes by others arrive live. */
export default function ChecklistView() {
  const { t } = useTranslation();
  const { checklistInstanceUid: uid = '', templateUid: routeTemplateUid } = useParams();
  const navigate = useNavigate();
  const to = useOverviewPaths();

  // A deleted checklist's audit log stays readable: offer it where the checklist was.
  const deletedScreen = (error: Error) =>
    error instanceof ApiError && error.status === 404 ? (
      <SectionMessage appearance="warning" title={error.message}>
        <Link to={to.checklistAuditLog(uid, routeTemplateUid)}>
          {t('checklist.deletedAuditLog')}
        </Link>
      </SectionMessage>
    ) : undefined;

  return (
    <ChecklistCard
      key={uid}
      uid={uid}
      // Back to the list the checklist was opened from, once it is deleted.
      onDeleted={(templateUid) => navigate(to.checklistList(routeTemplateUid, templateUid))}
      onError={deletedScreen}
      links={{
        auditLog: () => navigate(to.checklistAuditLog(uid)),
        statistics: () => navigate(to.checklistStatistics(uid, routeTemplateUid)),
        toTemplate: () => navigate(to.templateFromChecklist(uid)),
      }}
    />
  );
}
