import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import Button from '@atlaskit/button/default/button';
import { customTaskStatusesAtom } from '../../state/atoms';
import { apiObjectUrl } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { Markdown, markdownPlainText } from '../../ui/markdown';
import { showError } from '../../messages/show-message';
import { errorText } from '../../ui/use-api';
import { ImageLoadError } from './merge-images';
import { download, signatureSheet } from './signature-download';
import { dataUrlType, signatureFileName } from './signature-file-name';
import { useStatusLabel } from './use-status-label';
import { RemoveSignature } from './remove-signature';
import type { ChecklistItemDto } from '../../../shared/checklists';
import styles from './checklist.module.css';
import ui from '../../ui/ui.module.css';

export interface ItemActions {
  setStatus(item: ChecklistItemDto, status: string, category: string): void;
  editNote(item: ChecklistItemDto): void;
  sign(item: ChecklistItemDto): void;
  /** Only once the user confirmed removing the signature. */
  clearSignature(item: ChecklistItemDto): void;
}

/** Downloads the signature on a white sheet with its caption, named after checklist and item. */
function DownloadSignature({
  checklistUid,
  checklistTitle,
  item,
  caption,
}: {
  checklistUid: string;
  checklistTitle: string;
  item: ChecklistItemDto;
  caption: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    let url: string | null = null;
    try {
      url = await apiObjectUrl(`/checklists/${checklistUid}/items/${item.id}/signature`);
      const sheet = await signatureSheet(url, caption);
      download(
        sheet,
        signatureFileName(
          checklistTitle,
          markdownPlainText(item.text),
          dataUrlType(sheet),
          t('checklist.signatureFile'),
        ),
      );
    } catch (error) {
      showError(
        t('checklist.downloadFailed'),
        error instanceof ImageLoadError ? t('checklist.imageLoadFailed') : errorText(error),
      );
    } finally {
      if (url) URL.revokeObjectURL(url);
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={ui.linkButton}
      disabled={busy}
      onClick={() => void run()}
      data-testid="download-signature"
    >
      {t('checklist.downloadSignature')}
    </button>
  );
}

function SignatureImage({ checklistUid, item }: { checklistUid: string; item: ChecklistItemDto }) {
  const [url, setUrl] = useState<string | null>(null);
  const signedAt = item.signature?.signedAt;
  useEffect(() => {
    if (!signedAt) return;
    let objectUrl: string | null = null;
    apiObjectUrl(`/checklists/${checklistUid}/items/${item.id}/signature`).then(
      (u) => {
        objectUrl = u;
        setUrl(u);
      },
      () => setUrl(null),
    );
    return () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [checklistUid, item.id, signedAt]);
  return url ? <img className={styles.signature} src={url} alt="" /> : null;
}

/** One item: its status control (checkbox or the site's statuses), who and when, note, signature. */
export function ItemRow({
  checklistUid,
  checklistTitle = '',
  item,
  canWork,
  actions,
  nameOf,
}: {
  checklistUid: string;
  /** Names the downloaded signature file. */
  checklistTitle?: string;
  item: ChecklistItemDto;
  canWork: boolean;
  actions: ItemActions;
  nameOf: (id: string | null) => string;
}) {
  const { t, i18n } = useTranslation();
  const custom = useAtomValue(customTaskStatusesAtom);
  const statusLabel = useStatusLabel();
  if (item.kind === 'heading')
    return (
      <li className={styles.headingItem}>
        <Markdown text={item.text} inline />
      </li>
    );
  if (item.kind === 'note')
    return (
      <li className={styles.noteItem}>
        <Markdown text={item.text} inline />
      </li>
    );

  const finished = item.statusCategory !== 'open';
  const signedBy = (signature: { signedBy: string; signedAt: string }) =>
    t('checklist.signedBy', {
      name: nameOf(signature.signedBy),
      when: formatDate(signature.signedAt, i18n.language),
    });
  const when = item.statusSetAt ? formatDate(item.statusSetAt, i18n.language) : '';
  // A custom status shows its colour (a retired one its last colour).
  const customStatus =
    custom.statuses.find((s) => s.id === item.status) ??
    custom.retired.find((s) => s.id === item.status);

  return (
    <li
      className={styles.item}
      data-testid="checklist-item"
      data-status={item.status}
      data-text={item.text}
    >
      {customStatus && (
        <span
          className={styles.swatch}
          style={{ background: customStatus.colour }}
          title={customStatus.name}
          aria-hidden
          data-testid="status-colour"
          data-colour={customStatus.colour}
        />
      )}
      {item.kind === 'task' &&
        (custom.show ? (
          <select
            className={`${ui.select} ${styles.statusSelect}`}
            aria-label={t('checklist.statusOf', { text: markdownPlainText(item.text) })}
            value={item.status}
            disabled={!canWork}
            onChange={(e) => {
              const status = e.target.value;
              const category =
                custom.statuses.find((s) => s.id === status)?.category ??
                (status === 'done' || status === 'skipped' ? status : 'open');
              actions.setStatus(item, status, category);
            }}
          >
            {['open', 'done', 'skipped'].map((status) => (
              <option key={status} value={status}>
                {t(`itemStatus.${status}`)}
              </option>
            ))}
            {custom.statuses.map((status) => (
              <option key={status.id} value={status.id}>
                {status.name}
              </option>
            ))}
            {/* A status an admin removed: shown with its last name, never offered. */}
            {!['open', 'done', 'skipped'].includes(item.status) &&
              !custom.statuses.some((s) => s.id === item.status) && (
                <option value={item.status} disabled>
                  {statusLabel(item.status)}
                </option>
              )}
          </select>
        ) : (
          <input
            type="checkbox"
            className={styles.checkbox}
            aria-label={markdownPlainText(item.text)}
            checked={item.statusCategory === 'done'}
            disabled={!canWork}
            onChange={(e) =>
              actions.setStatus(
                item,
                e.target.checked ? 'done' : 'open',
                e.target.checked ? 'done' : 'open',
              )
            }
          />
        ))}
      <div className={styles.itemMain}>
        <Markdown
          text={item.text}
          inline
          className={`${styles.itemText} ${finished ? styles.done : ''}`}
        />
        {item.mandatory && (
          <span
            className={styles.mandatory}
            title={t('checklist.mandatory')}
            aria-label={t('checklist.mandatory')}
          >
            *
          </span>
        )}
        <div className={styles.meta}>
          {finished && item.statusSetBy && item.kind !== 'signature' && (
            <span data-testid="item-who">
              {t('checklist.setBy', {
                status: statusLabel(item.status),
                name: nameOf(item.statusSetBy),
                when,
              })}
            </span>
          )}
          {item.skipReason && <span>{t('checklist.reason', { reason: item.skipReason })}</span>}
          {item.assigneeId && (
            <span data-testid="item-assignee">
              {t('checklist.assignedTo', { name: nameOf(item.assigneeId) })}
            </span>
          )}
          {item.dueDate && (
            <span>{t('checklist.due', { date: formatDate(item.dueDate, i18n.language) })}</span>
          )}
        </div>
        {item.kind === 'signature' && item.signature && (
          // The signature at a readable size; who signed and when, and its download, under it.
          <figure className={styles.signatureBox} data-testid="signature-box">
            <SignatureImage checklistUid={checklistUid} item={item} />
            <figcaption className={styles.signatureCaption}>
              <span data-testid="item-signed">{signedBy(item.signature)}</span>
              <DownloadSignature
                checklistUid={checklistUid}
                checklistTitle={checklistTitle}
                item={item}
                caption={signedBy(item.signature)}
              />
            </figcaption>
          </figure>
        )}
        {item.note && (
          <div className={styles.note}>
            {item.note}
            {item.noteBy && item.noteAt && (
              <div className={styles.meta} data-testid="item-note-by">
                {t('checklist.noteBy', {
                  name: nameOf(item.noteBy),
                  when: formatDate(item.noteAt, i18n.language),
                })}
              </div>
            )}
          </div>
        )}
      </div>
      {canWork && (
        <div className={ui.row}>
          {item.kind === 'signature' &&
            (item.signature ? (
              <RemoveSignature
                item={item}
                signerName={nameOf(item.signature.signedBy)}
                onRemove={() => actions.clearSignature(item)}
              />
            ) : (
              <Button spacing="compact" onClick={() => actions.sign(item)}>
                {t('checklist.sign')}
              </Button>
            ))}
          <Button spacing="compact" appearance="subtle" onClick={() => actions.editNote(item)}>
            {item.note ? t('checklist.editNote') : t('checklist.addNote')}
          </Button>
        </div>
      )}
    </li>
  );
}
