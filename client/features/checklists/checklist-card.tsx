import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../ui/load-state';
import { useAsk } from '../../ui/dialog';
import { useUsers } from '../../ui/use-users';
import { showNotice } from '../../messages/show-message';
import { ItemRow } from './item-row';
import { ChecklistEditing } from './checklist-editing';
import { ChecklistHeader } from './checklist-header';
import { ChecklistToolbar } from './checklist-toolbar';
import { useChecklistSession } from './session/use-checklist-session';
import { useItemActions } from './use-item-actions';
import { useChecklistActions } from './use-checklist-actions';
import { visibleItems } from './visible-items';
import styles from './checklist.module.css';

// signature_pad loads only when someone signs.
const SignatureDialog = lazy(() =>
  import('./signature-dialog').then((m) => ({ default: m.SignatureDialog })),
);

/**
 * One checklist with everything the core does to it: its header and progress, its toolbar,
 * structure editing, and every item action, all through one checklist session (the same the
 * light views use): answers shown as they come, changes by others live. The overview's
 * checklist view shows one; the Jira issue panel one per checklist of the issue.
 */
export function ChecklistCard({
  uid,
  onDeleted,
  links,
  onError,
  compact = false,
}: {
  uid: string;
  /** After this person or someone else deleted it (with the template it was made from). */
  onDeleted: (templateUid: string | null) => void;
  links?: { auditLog: () => void; statistics: () => void; toTemplate: () => void };
  onError?: (error: Error) => ReactNode | undefined;
  /**
   * In the issue panel or the macro: a smaller header, and checked items shown as the light
   * view shows them (use-checklist-actions.ts).
   */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const [dialog, ask] = useAsk();
  const checklist = useChecklistSession(uid, {
    onDeleted: () => {
      // Our own delete announces itself on the stream too; its success message says enough.
      if (checklistActions.deleting.current) return;
      showNotice(t('checklist.deletedElsewhere'));
      onDeleted(templateUid);
    },
  });
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
  const templateUid = data?.templateUid ?? null;
  const checklistActions = useChecklistActions(
    checklist,
    uid,
    ask,
    () => onDeleted(templateUid),
    compact,
  );
  const items = useItemActions(checklist, uid, ask);

  return (
    <section data-testid="checklist-view" className={compact ? styles.compact : undefined}>
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
      <LoadState value={checklist} onError={onError}>
        {(c) => {
          const { visible, hiddenChecked } = visibleItems(c.items, checklistActions.showChecked);
          return (
            <>
              <ChecklistHeader checklist={c} nameOf={nameOf} inPanel={compact} />
              <ChecklistToolbar
                checklist={c}
                actions={checklistActions}
                editing={editing}
                onEditing={setEditing}
                links={links}
              />
              {editing && c.permissions.canEdit && (
                <ChecklistEditing
                  key={c.version}
                  checklist={c}
                  session={checklist}
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
