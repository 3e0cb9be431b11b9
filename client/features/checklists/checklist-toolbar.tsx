import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import { useCallerPermissions } from '../../api/get-me';
import { hostApi } from '../../host/host-api';
import { STATS_MODAL } from '../../../shared/constants';
import type { ChecklistDto } from '../../../shared/checklists';
import type { ChecklistActions } from './use-checklist-actions';
import ui from '../../ui/ui.module.css';

/** The dialog panel's stats modal for this checklist, in a host dialog (docs/STATISTICS.md). */
function openStatsModal(checklistUid: string): void {
  hostApi()?.openDialog({
    key: STATS_MODAL.hostDialogKey,
    width: `${STATS_MODAL.widthPx}px`,
    height: STATS_MODAL.dialogHeight,
    chrome: false,
    closeOnEscape: true,
    customData: { modal: STATS_MODAL.modal, checklistUid },
  });
}

// The dialog brings the QR code library: loaded when someone shares.
const ShareDialog = lazy(() => import('./share-dialog').then((m) => ({ default: m.ShareDialog })));

/**
 * The checklist's toolbar: "show checked items", its audit log, a template from it (for who
 * may make templates), and what its permissions allow: reopen, skip and edit its structure (`canEdit`), archive and
 * restore (`canArchive`), delete (`canDelete`), share links (`canShare`, share-dialog.tsx).
 * Inside Jira or Confluence, where the card has no overview around it, "Statistics" opens the
 * dialog panel's stats modal.
 */
export function ChecklistToolbar({
  checklist: c,
  actions,
  editing,
  onEditing,
  links,
}: {
  checklist: ChecklistDto;
  actions: ChecklistActions;
  editing: boolean;
  onEditing: (editing: boolean) => void;
  /** The overview's own screens (audit log, template from it); not in an issue panel. */
  links?: { auditLog: () => void; statistics: () => void; toTemplate: () => void };
}) {
  const { t } = useTranslation();
  const { canEdit, canArchive, canDelete, canShare } = c.permissions;
  const [sharing, setSharing] = useState(false);
  const finished = c.status === 'completed' || c.status === 'skipped';
  // Portal users make no templates (docs/PORTAL.md): the server says who may.
  const canCreateTemplates = useCallerPermissions()?.canCreateTemplates ?? false;
  return (
    <div className={ui.toolbar}>
      <label className={ui.row}>
        <input
          type="checkbox"
          checked={actions.showChecked}
          onChange={() => void actions.toggleShowChecked()}
        />
        {t('checklist.showChecked')}
      </label>
      <span className={ui.grow} />
      {links && (
        <>
          <Button onClick={links.auditLog}>{t('checklist.auditLog')}</Button>
          <Button testId="statistics-button" onClick={links.statistics}>
            {t('checklist.statistics')}
          </Button>
          {canCreateTemplates && (
            <Button onClick={links.toTemplate}>{t('checklist.toTemplate')}</Button>
          )}
        </>
      )}
      {!links && hostApi() && (
        <Button testId="statistics-button" onClick={() => openStatsModal(c.uid)}>
          {t('checklist.statistics')}
        </Button>
      )}
      {canShare && (
        <Button testId="share-button" onClick={() => setSharing(true)}>
          {t('share.share')}
        </Button>
      )}
      {sharing && (
        <Suspense fallback={null}>
          <ShareDialog checklist={c} onClose={() => setSharing(false)} />
        </Suspense>
      )}
      {canEdit && finished && (
        <Button onClick={() => void actions.reopen()}>{t('checklist.reopen')}</Button>
      )}
      {canEdit && !finished && (
        <Button onClick={() => void actions.skip(c)}>{t('checklist.skipChecklist')}</Button>
      )}
      {canEdit && (
        <Button isSelected={editing} onClick={() => onEditing(!editing)}>
          {t('checklist.edit')}
        </Button>
      )}
      {canArchive &&
        (c.archivedAt ? (
          <Button onClick={() => void actions.unarchive()}>{t('checklist.unarchive')}</Button>
        ) : (
          <Button
            onClick={() => {
              onEditing(false);
              void actions.archive();
            }}
          >
            {t('checklist.archive')}
          </Button>
        ))}
      {canDelete && (
        <Button appearance="subtle" onClick={() => void actions.remove(c)}>
          {t('checklist.delete')}
        </Button>
      )}
    </div>
  );
}
