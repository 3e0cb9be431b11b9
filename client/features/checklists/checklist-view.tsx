import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import SectionMessage from '@atlaskit/section-message';
import { ApiError } from '../../lib/api-client';
import { showNotice } from '../../messages/show-message';
import { LoadState } from '../../ui/load-state';
import { useAsk } from '../../ui/dialog';
import { useUsers } from '../../ui/use-users';
import { useOverviewPaths } from '../../routing/paths';
import { useChecklist } from '../../api/get-checklist';
import { ItemRow } from './item-row';
import { ChecklistEditing } from './checklist-editing';
import { ChecklistHeader } from './checklist-header';
import { ChecklistToolbar } from './checklist-toolbar';
import { useLiveChecklist } from './use-live-checklist';
import { useItemActions } from './use-item-actions';
import { useChecklistActions } from './use-checklist-actions';
import { visibleItems } from './visible-items';
import styles from './checklist.module.css';

// signature_pad loads only when someone signs.
const SignatureDialog = lazy(() =>
  import('./signature-dialog').then((m) => ({ default: m.SignatureDialog })),
);

/** One checklist: work its items; changes by others arrive live. */
export default function ChecklistView() {
  const { t } = useTranslation();
  const { checklistInstanceUid: uid = '', templateUid: routeTemplateUid } = useParams();
  const navigate = useNavigate();
  const to = useOverviewPaths();
  const checklist = useChecklist(uid);
  const [dialog, ask] = useAsk();
  const [editing, setEditing] = useState(false);
  const data = checklist.state === 'loaded' ? checklist.data : null;
  const nameOf = useUsers([
    data?.createdBy,
    data?.completedBy,
    data?.assigneeId,
    ...(data?.items.flatMap((i) => [
      i.statusSetBy,
      i.signature?.signedBy,
      i.assigneeId,
      i.noteBy,
    ]) ?? []),
  ]);
  // Back to the list the checklist was opened from, once it is deleted.
  const listPath = to.checklistList(routeTemplateUid, data?.templateUid);
  const checklistActions = useChecklistActions(uid, checklist.reload, ask, listPath);
  const items = useItemActions(uid, checklist, ask);
  useLiveChecklist(uid, checklist, () => {
    // Our own delete announces itself on the stream too; its success message says enough.
    if (checklistActions.deleting.current) return;
    showNotice(t('checklist.deletedElsewhere'));
    navigate(listPath);
  });

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
    <section data-testid="checklist-view">
      {dialog}
      {items.signing && (
        <Suspense fallback={null}>
          <SignatureDialog
            itemText={items.signing.text}
            onClose={items.stopSigning}
            onSign={items.finishSigning}
          />
        </Suspense>
      )}
      <LoadState value={checklist} onError={deletedScreen}>
        {(c) => {
          const { visible, hiddenChecked } = visibleItems(c.items, checklistActions.showChecked);
          return (
            <>
              <ChecklistHeader checklist={c} nameOf={nameOf} />
              <ChecklistToolbar
                checklist={c}
                actions={checklistActions}
                editing={editing}
                onEditing={setEditing}
              />
              {editing && c.permissions.canEdit && (
                <ChecklistEditing
                  key={c.version}
                  checklist={c}
                  onChanged={checklist.reload}
                  nameOf={nameOf}
                />
              )}
              <ol className={styles.items}>
                {visible.map((item) => (
                  <ItemRow
                    key={item.id}
                    checklistUid={c.uid}
                    checklistTitle={c.title}
                    item={item}
                    canWork={c.permissions.canWork}
                    actions={items.actions}
                    nameOf={nameOf}
                  />
                ))}
              </ol>
              {hiddenChecked > 0 && (
                <p className={styles.subtle}>
                  {t('checklist.hiddenChecked', { count: hiddenChecked })}
                </p>
              )}
            </>
          );
        }}
      </LoadState>
    </section>
  );
}
