import { useCallback, useRef, useState } from 'react';
import { NOTE_MAX, REASON_MAX } from '../../../shared/limits';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { showError, showNotice, showSuccess } from '../../messages/show-message';
import { markdownPlainText } from '../../ui/markdown';
import type { Ask } from '../../ui/dialog';
import type { Loaded } from '../../lib/use-load';
import type {
  ChecklistDto,
  ChecklistItemDto,
  ItemResult,
  UpdateItemInput,
} from '../../../shared/checklists';
import { updateItem } from './api/update-item';
import { signItem } from './api/sign-item';
import { clearSignature } from './api/clear-signature';

/** Work on an item (`canWork`): what an item row offers. */
export interface ItemActions {
  setStatus(item: ChecklistItemDto, status: string, category: string): void;
  editNote(item: ChecklistItemDto): void;
  assign(item: ChecklistItemDto, assigneeId: string | null): void;
  sign(item: ChecklistItemDto): void;
  /** Only once the user confirmed removing the signature. */
  clearSignature(item: ChecklistItemDto): void;
}

/**
 * The item writes of the checklist view. Each shows the server's answer at once (the item
 * and the checklist's new state); a conflict (409: someone changed the item first) or a
 * failure says so and reloads. Signing opens the signature dialog: `signing` is the item
 * being signed, `finishSigning` saves its image.
 */
export function useItemActions(uid: string, checklist: Loaded<ChecklistDto>, ask: Ask) {
  const { t } = useTranslation();
  const [signing, setSigning] = useState<ChecklistItemDto | null>(null);
  const latest = useRef(checklist);
  latest.current = checklist;
  const { reload } = checklist;

  const apply = useCallback((result: ItemResult) => {
    const current = latest.current;
    if (current.state !== 'loaded') return;
    const { item } = result;
    current.set({
      ...current.data,
      ...result.checklist,
      items: item
        ? current.data.items.map((i) => (i.id === item.id ? item : i))
        : current.data.items,
    });
  }, []);

  const patch = async (item: ChecklistItemDto, change: Omit<UpdateItemInput, 'version'>) => {
    try {
      apply(await updateItem(uid, item.id, { ...change, version: item.version }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) showNotice(t('checklist.conflict'));
      else showError(t('checklist.saveFailed'), errorText(error));
      reload();
    }
  };

  const setStatus = async (item: ChecklistItemDto, status: string, category: string) => {
    let skipReason: string | null = null;
    if (category === 'skipped') {
      skipReason = await ask({
        kind: 'prompt',
        title: t('checklist.skipTitle'),
        body: markdownPlainText(item.text),
        label: t('checklist.skipReason'),
        confirm: t('checklist.skip'),
        max: REASON_MAX,
      });
      if (skipReason === null) return;
    }
    // Show the new status at once; the server's answer (or a reload on failure) follows.
    const current = latest.current;
    if (current.state === 'loaded')
      current.set({
        ...current.data,
        items: current.data.items.map((i) => (i.id === item.id ? { ...i, status } : i)),
      });
    await patch(item, { status, ...(category === 'skipped' ? { skipReason } : {}) });
  };

  const editNote = async (item: ChecklistItemDto) => {
    const note = await ask({
      kind: 'prompt',
      title: t('checklist.noteTitle'),
      body: markdownPlainText(item.text),
      label: t('checklist.note'),
      confirm: t('checklist.saveNote'),
      initial: item.note ?? '',
      allowEmpty: true,
      max: NOTE_MAX,
    });
    if (note !== null) await patch(item, { note: note || null });
  };

  const actions: ItemActions = {
    setStatus: (item, status, category) => void setStatus(item, status, category),
    editNote: (item) => void editNote(item),
    assign: (item, assigneeId) => void patch(item, { assigneeId }),
    sign: setSigning,
    clearSignature: (item) =>
      void clearSignature(uid, item.id, item.version).then(apply, (error: unknown) => {
        showError(t('checklist.saveFailed'), errorText(error));
        reload();
      }),
  };

  const finishSigning = async (image: string) => {
    if (!signing) return;
    try {
      apply(await signItem(uid, signing.id, { image, version: signing.version }));
      showSuccess(t('checklist.signed'));
    } catch (error) {
      showError(t('checklist.saveFailed'), errorText(error));
    }
  };

  return { actions, signing, finishSigning, stopSigning: () => setSigning(null) };
}
