import { useState } from 'react';
import { NOTE_MAX, REASON_MAX } from '../../../shared/limits';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../messages/show-message';
import { markdownPlainText } from '../../ui/markdown';
import type { Ask } from '../../ui/dialog';
import type { ChecklistItemDto } from '../../../shared/checklists';
import type { ChecklistSessionView } from './session/use-checklist-session';
import { updateItem } from './api/update-item';
import { signItem } from './api/sign-item';
import { clearSignature } from './api/clear-signature';
import { needsSkipReason } from '../../../shared/item-statuses';
import type { ItemStatusCategory } from '../../../shared/settings';

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
 * The item writes of the full card, through its checklist session (which applies each answer,
 * shows a status at once and says why a write was refused): what needs asking first asks
 * (a skip's reason, a note). Signing opens the signature dialog: `signing` is the item being
 * signed, `finishSigning` saves its image.
 */
export function useItemActions(session: ChecklistSessionView, uid: string, ask: Ask) {
  const { t } = useTranslation();
  const [signing, setSigning] = useState<ChecklistItemDto | null>(null);

  const setStatus = async (item: ChecklistItemDto, status: string, category: string) => {
    let skipReason: string | null | undefined;
    if (needsSkipReason(status, category as ItemStatusCategory)) {
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
    await session.setStatus(item, status, skipReason);
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
    if (note !== null)
      await session.writeItem(item, (current) =>
        updateItem(uid, item.id, { note: note || null, version: current.version }),
      );
  };

  const actions: ItemActions = {
    setStatus: (item, status, category) => void setStatus(item, status, category),
    editNote: (item) => void editNote(item),
    assign: (item, assigneeId) =>
      void session.writeItem(item, (current) =>
        updateItem(uid, item.id, { assigneeId, version: current.version }),
      ),
    sign: setSigning,
    clearSignature: (item) =>
      void session.writeItem(item, (current) => clearSignature(uid, item.id, current.version)),
  };

  const finishSigning = async (image: string) => {
    if (!signing) return;
    const signed = await session.writeItem(signing, (current) =>
      signItem(uid, signing.id, { image, version: current.version }),
    );
    if (signed) showSuccess(t('checklist.signed'));
  };

  return { actions, signing, finishSigning, stopSigning: () => setSigning(null) };
}
