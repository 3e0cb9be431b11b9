import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtom } from 'jotai';
import Button from '@atlaskit/button/default/button';
import Lozenge from '@atlaskit/lozenge';
import SectionMessage from '@atlaskit/section-message';
import { api, apiEvents, ApiError } from '../../lib/api-client';
import { showError, showNotice, showSuccess } from '../../messages/show-message';
import { showCheckedTasksAtom } from '../../state/atoms';
import { useApi, errorText } from '../../ui/use-api';
import { LoadState } from '../../ui/load-state';
import { useAsk } from '../../ui/dialog';
import { useUsers } from '../../ui/use-users';
import { useOverviewBase } from '../../ui/overview-paths';
import { formatDate, formatPercent } from '../../lib/format';
import { markdownPlainText } from '../../ui/markdown';
import type { ChecklistDto, ChecklistItemDto, ChecklistStateDto } from '../../../shared/checklists';
import { ItemRow, type ItemActions } from './item-row';
import { ChecklistEditing } from './checklist-editing';
import { visibleItems } from './visible-items';
import { checklistAuditLogPath, checklistListPath } from './checklist-paths';
import styles from './checklist.module.css';
import ui from '../../ui/ui.module.css';

// signature_pad loads only when someone signs.
const SignatureDialog = lazy(() =>
  import('./signature-dialog').then((m) => ({ default: m.SignatureDialog })),
);

const STATUS_APPEARANCE = {
  not_started: 'default',
  in_progress: 'inprogress',
  completed: 'success',
  skipped: 'moved',
  archived: 'removed',
} as const;

/** One checklist: work its items; changes by others arrive live. */
export default function ChecklistView() {
  const { t, i18n } = useTranslation();
  const { checklistInstanceUid: uid = '', templateUid: routeTemplateUid } = useParams();
  const navigate = useNavigate();
  const base = useOverviewBase();
  const checklist = useApi<ChecklistDto>(`/checklists/${uid}`);
  const [showChecked, setShowChecked] = useAtom(showCheckedTasksAtom);
  const [dialog, ask] = useAsk();
  const [signing, setSigning] = useState<ChecklistItemDto | null>(null);
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
  const latest = useRef(data);
  latest.current = data;
  // Back to the list the checklist was opened from, once it is deleted.
  const listPath = checklistListPath(base, routeTemplateUid, data?.templateUid);
  const deletedElsewhere = useRef(() => undefined as void);
  const deleting = useRef(false);
  deletedElsewhere.current = () => {
    // Our own delete announces itself on the stream too; its success message says enough.
    if (deleting.current) return;
    showNotice(t('checklist.deletedElsewhere'));
    navigate(listPath);
  };

  // Live: another person's change reloads the checklist (ours are already applied). Only for
  // a checklist that loaded (a deleted one has no stream), and once per checklist: the
  // subscription does not follow the language or the location.
  const { reload } = checklist;
  const liveUid = data?.uid === uid ? uid : null;
  useEffect(() => {
    if (liveUid === null) return undefined;
    return apiEvents(`/checklists/${liveUid}/events`, (event, payload) => {
      const version = (payload as { version?: number } | null)?.version;
      if (event === 'deleted') {
        deletedElsewhere.current();
      } else if (
        // `ready` carries the version at subscription time: a change made between our load
        // and the subscription would otherwise be missed.
        (event === 'changed' || event === 'ready') &&
        latest.current &&
        version !== latest.current.version
      ) {
        reload();
      }
    });
  }, [liveUid, reload]);

  const applyItem = useCallback(
    (result: { item: ChecklistItemDto; checklist: ChecklistStateDto }) => {
      const current = latest.current;
      if (!current) return;
      checklist.set({
        ...current,
        ...result.checklist,
        items: current.items.map((i) => (i.id === result.item.id ? result.item : i)),
      });
    },
    [checklist],
  );

  const patchItem = async (item: ChecklistItemDto, body: Record<string, unknown>) => {
    try {
      applyItem(
        await api.patch(`/checklists/${uid}/items/${item.id}`, { ...body, version: item.version }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        showNotice(t('checklist.conflict'));
        reload();
      } else {
        showError(t('checklist.saveFailed'), errorText(error));
        reload();
      }
    }
  };

  const actions: ItemActions = {
    setStatus: (item, status, category) => {
      void (async () => {
        let skipReason: string | null = null;
        if (category === 'skipped') {
          skipReason = await ask({
            kind: 'prompt',
            title: t('checklist.skipTitle'),
            body: markdownPlainText(item.text),
            label: t('checklist.skipReason'),
            confirm: t('checklist.skip'),
          });
          if (skipReason === null) return;
        }
        // Show the new status at once; the server's answer (or a reload on failure) follows.
        const current = latest.current;
        if (current)
          checklist.set({
            ...current,
            items: current.items.map((i) => (i.id === item.id ? { ...i, status } : i)),
          });
        await patchItem(item, { status, ...(category === 'skipped' ? { skipReason } : {}) });
      })();
    },
    editNote: (item) => {
      void (async () => {
        const note = await ask({
          kind: 'prompt',
          title: t('checklist.noteTitle'),
          body: markdownPlainText(item.text),
          label: t('checklist.note'),
          confirm: t('checklist.saveNote'),
          initial: item.note ?? '',
          allowEmpty: true,
        });
        if (note !== null) await patchItem(item, { note: note || null });
      })();
    },
    sign: (item) => setSigning(item),
    clearSignature: (item) => {
      void (async () => {
        try {
          applyItem(
            await api.delete(
              `/checklists/${uid}/items/${item.id}/signature?version=${item.version}`,
            ),
          );
        } catch (error) {
          showError(t('checklist.saveFailed'), errorText(error));
          reload();
        }
      })();
    },
  };

  const toggleChecked = async () => {
    const value = !showChecked;
    setShowChecked(value);
    try {
      await api.put('/preferences/showCheckedTasks', { value });
    } catch (error) {
      // As in the user settings: the toggle shows what is saved.
      setShowChecked(!value);
      showError(t('userSettings.saveFailed'), errorText(error));
    }
  };

  const checklistAction = async (path: string, success: string, body?: object) => {
    try {
      await api.post(`/checklists/${uid}/${path}`, body);
      showSuccess(success);
      reload();
    } catch (error) {
      showError(t('checklist.saveFailed'), errorText(error));
    }
  };

  const remove = async (c: ChecklistDto) => {
    // The items to do and how many are done, as the progress bar counts them.
    const answer = await ask({
      kind: 'confirm',
      title: t('checklist.deleteTitle', { title: c.title }),
      body: t('checklist.deleteBody', { count: c.progress.total, done: c.progress.done }),
      confirm: t('checklist.delete'),
      danger: true,
    });
    if (!answer) return;
    try {
      deleting.current = true;
      await api.delete(`/checklists/${uid}`);
      showSuccess(t('checklist.deleted', { title: c.title }));
      navigate(listPath);
    } catch (error) {
      deleting.current = false;
      showError(t('checklist.saveFailed'), errorText(error));
    }
  };

  // A deleted checklist's audit log stays readable: offer it where the checklist was.
  const deletedScreen = (error: Error) =>
    error instanceof ApiError && error.status === 404 ? (
      <SectionMessage appearance="warning" title={error.message}>
        <Link to={checklistAuditLogPath(base, routeTemplateUid, uid)}>
          {t('checklist.deletedAuditLog')}
        </Link>
      </SectionMessage>
    ) : undefined;

  return (
    <section data-testid="checklist-view">
      {dialog}
      {signing && (
        <Suspense fallback={null}>
          <SignatureDialog
            itemText={signing.text}
            onClose={() => setSigning(null)}
            onSign={async (image) => {
              try {
                applyItem(
                  await api.put(`/checklists/${uid}/items/${signing.id}/signature`, {
                    image,
                    version: signing.version,
                  }),
                );
                showSuccess(t('checklist.signed'));
              } catch (error) {
                showError(t('checklist.saveFailed'), errorText(error));
              }
            }}
          />
        </Suspense>
      )}
      <LoadState value={checklist} onError={deletedScreen}>
        {(c) => {
          const { visible, hiddenChecked } = visibleItems(c.items, showChecked);
          return (
            <>
              <div className={styles.header}>
                <h2 className={styles.title}>{c.title}</h2>
                <Lozenge appearance={STATUS_APPEARANCE[c.status]} testId="checklist-status">
                  {t(`checklistStatus.${c.status}`)}
                </Lozenge>
              </div>
              <p className={styles.subtle}>
                {c.templateTitle && c.templateUid && (
                  <>
                    <Link to={`${base}/templates/${c.templateUid}/instances`}>
                      {c.templateTitle}
                    </Link>{' '}
                    ·{' '}
                  </>
                )}
                {t('checklist.createdBy', {
                  name: nameOf(c.createdBy),
                  when: formatDate(c.createdAt, i18n.language),
                })}
                {c.assigneeId && (
                  <span data-testid="checklist-assignee">
                    {' · '}
                    {t('checklist.assignedTo', { name: nameOf(c.assigneeId) })}
                  </span>
                )}
                {c.dueDate && (
                  <span>
                    {' · '}
                    {t('checklist.due', { date: formatDate(c.dueDate, i18n.language) })}
                  </span>
                )}
                {c.completedAt && c.completedBy && (
                  <span data-testid="completed-by">
                    {' · '}
                    {t('checklist.completedBy', {
                      name: nameOf(c.completedBy),
                      when: formatDate(c.completedAt, i18n.language),
                    })}
                  </span>
                )}
              </p>
              <div
                className={styles.progress}
                role="progressbar"
                aria-valuenow={c.progress.percent}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-label={t('checklist.progress')}
              >
                <div className={styles.progressBar} style={{ width: `${c.progress.percent}%` }} />
              </div>
              <p className={styles.subtle} data-testid="checklist-progress">
                {t('checklist.progressText', {
                  done: c.progress.done,
                  total: c.progress.total,
                  percent: formatPercent(c.progress.percent, i18n.language),
                })}
                {c.openRequired > 0 &&
                  ` · ${t('checklist.openRequired', { count: c.openRequired })}`}
                {/* Completed once the required items are: what is still open is optional. */}
                {c.status === 'completed' &&
                  c.progress.done < c.progress.total &&
                  ` · ${t('checklist.completedOptionalOpen', { count: c.progress.total - c.progress.done })}`}
              </p>
              {c.skipReason && (
                <SectionMessage appearance="information">
                  {t('checklist.skippedBecause', { reason: c.skipReason })}
                </SectionMessage>
              )}
              <div className={ui.toolbar}>
                <label className={ui.row}>
                  <input
                    type="checkbox"
                    checked={showChecked}
                    onChange={() => void toggleChecked()}
                  />
                  {t('checklist.showChecked')}
                </label>
                <span className={ui.grow} />
                <Button onClick={() => navigate(`${base}/instances/auditlog/${c.uid}`)}>
                  {t('checklist.auditLog')}
                </Button>
                <Button
                  onClick={() =>
                    navigate(`${base}/templates/edit?prefill=true&checklistUid=${c.uid}`)
                  }
                >
                  {t('checklist.toTemplate')}
                </Button>
                {c.permissions.canWork && (c.status === 'completed' || c.status === 'skipped') && (
                  <Button onClick={() => void checklistAction('reopen', t('checklist.reopened'))}>
                    {t('checklist.reopen')}
                  </Button>
                )}
                {c.permissions.canWork && c.status !== 'completed' && c.status !== 'skipped' && (
                  <Button
                    onClick={() =>
                      void (async () => {
                        const reason = await ask({
                          kind: 'prompt',
                          title: t('checklist.skipChecklistTitle'),
                          body: c.title,
                          label: t('checklist.skipReason'),
                          confirm: t('checklist.skip'),
                        });
                        if (reason)
                          await checklistAction('skip', t('checklist.skippedDone'), { reason });
                      })()
                    }
                  >
                    {t('checklist.skipChecklist')}
                  </Button>
                )}
                {c.permissions.canEdit && (
                  <Button isSelected={editing} onClick={() => setEditing(!editing)}>
                    {t('checklist.edit')}
                  </Button>
                )}
                {c.permissions.canArchive &&
                  (c.archivedAt ? (
                    <Button
                      onClick={() => void checklistAction('unarchive', t('checklist.unarchived'))}
                    >
                      {t('checklist.unarchive')}
                    </Button>
                  ) : (
                    <Button
                      onClick={() => {
                        setEditing(false);
                        void checklistAction('archive', t('checklist.archived'));
                      }}
                    >
                      {t('checklist.archive')}
                    </Button>
                  ))}
                {c.permissions.canDelete && (
                  <Button appearance="subtle" onClick={() => void remove(c)}>
                    {t('checklist.delete')}
                  </Button>
                )}
              </div>
              {editing && c.permissions.canEdit && (
                <ChecklistEditing
                  key={c.version}
                  checklist={c}
                  onChanged={reload}
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
                    actions={actions}
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
