import { useRef, useState } from 'react';
import { REASON_MAX } from '../../../shared/limits';
import { useTranslation } from 'react-i18next';
import { useAtom } from 'jotai';
import { savePreference } from '../../api/save-preference';
import { errorText } from '../../lib/error-text';
import { showError, showSuccess } from '../../messages/show-message';
import { showCheckedTasksAtom } from '../../state/atoms';
import type { Ask } from '../../ui/dialog';
import type { ChecklistDto } from '../../../shared/checklists';
import type { ChecklistSessionView } from './session/use-checklist-session';
import { reopenChecklist } from './api/reopen-checklist';
import { skipChecklist } from './api/skip-checklist';
import { archiveChecklist } from './api/archive-checklist';
import { unarchiveChecklist } from './api/unarchive-checklist';
import { deleteChecklist } from './api/delete-checklist';

/**
 * The checklist view's writes to the checklist as a whole (its toolbar): reopen, skip,
 * archive and restore through the checklist session (which shows each answer, the whole
 * checklist, and says why a write was refused), delete (then `onDeleted`: the overview returns
 * to its list, the issue panel drops the card), and the user's "show checked items" preference.
 * In the issue panel and the macro (`inPanel`) the card follows the light view's rule instead:
 * checked items show, so an item one ticks or signs stays in sight, and the toggle hides them
 * for this card only.
 */
export function useChecklistActions(
  session: ChecklistSessionView,
  uid: string,
  ask: Ask,
  onDeleted: () => void,
  inPanel = false,
) {
  const { t } = useTranslation();
  const [preference, setPreference] = useAtom(showCheckedTasksAtom);
  const [panelShowsChecked, setPanelShowsChecked] = useState(true);
  const showChecked = inPanel ? panelShowsChecked : preference;
  /** True while our own delete is under way: the stream announcing it is no news then. */
  const deleting = useRef(false);

  const run = async (call: () => Promise<ChecklistDto>, success: string) => {
    if (await session.writeChecklist(call)) showSuccess(success);
  };

  return {
    deleting,
    showChecked,
    toggleShowChecked: async () => {
      const value = !showChecked;
      if (inPanel) return setPanelShowsChecked(value);
      setPreference(value);
      try {
        await savePreference('showCheckedTasks', value);
      } catch (error) {
        // As in the user settings: the toggle shows what is saved.
        setPreference(!value);
        showError(t('userSettings.saveFailed'), errorText(error));
      }
    },
    reopen: () => run(() => reopenChecklist(uid), t('checklist.reopened')),
    skip: async (checklist: ChecklistDto) => {
      const reason = await ask({
        kind: 'prompt',
        title: t('checklist.skipChecklistTitle'),
        body: checklist.title,
        label: t('checklist.skipReason'),
        confirm: t('checklist.skip'),
        max: REASON_MAX,
      });
      if (reason) await run(() => skipChecklist(uid, reason), t('checklist.skippedDone'));
    },
    archive: () => run(() => archiveChecklist(uid), t('checklist.archived')),
    unarchive: () => run(() => unarchiveChecklist(uid), t('checklist.unarchived')),
    remove: async (checklist: ChecklistDto) => {
      // The items to do and how many are done, as the progress bar counts them.
      const answer = await ask({
        kind: 'confirm',
        title: t('checklist.deleteTitle', { title: checklist.title }),
        body: t('checklist.deleteBody', {
          count: checklist.progress.total,
          done: checklist.progress.done,
        }),
        confirm: t('checklist.delete'),
        danger: true,
      });
      if (!answer) return;
      try {
        deleting.current = true;
        await deleteChecklist(uid);
        showSuccess(t('checklist.deleted', { title: checklist.title }));
        onDeleted();
      } catch (error) {
        deleting.current = false;
        showError(t('checklist.saveFailed'), errorText(error));
      }
    },
  };
}

export type ChecklistActions = ReturnType<typeof useChecklistActions>;
