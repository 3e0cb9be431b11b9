import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import { formatDate } from '../../lib/format';
import { Markdown, markdownPlainText } from '../../ui/markdown';
import { AssigneeControl } from '../../ui/assignee-control';
import { useItemStatuses } from './item-statuses';
import type { ItemActions } from './use-item-actions';
import { DownloadSignature, SignatureImage } from './item-signature';
import { RemoveSignature } from './remove-signature';
import type { ChecklistItemDto } from '../../../shared/checklists';
import styles from './checklist.module.css';
import ui from '../../ui/ui.module.css';
import { OverdueMark } from '../../ui/overdue-mark';

export type { ItemActions };

/**
 * One item: its status control (checkbox or the site's statuses), who and when, note,
 * signature. With `canWork` the user works on it: status, note, assignee, signing; changing
 * its text, mandatory flag or due date is the editing panel's (`canEdit`).
 */
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
  const statuses = useItemStatuses();
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
  const status = statuses.of(item.status);
  const setStatus = (id: string) => actions.setStatus(item, id, statuses.of(id).category);

  return (
    <li
      className={styles.item}
      data-testid="checklist-item"
      data-status={item.status}
      data-text={item.text}
    >
      {item.kind === 'task' && (statuses.show || status.custom) && (
        // The colour dot has its place whether or not this item's status has a colour, so
        // every row's status control starts at the same line.
        <span className={styles.swatchSlot} aria-hidden>
          {status.colour && (
            <span
              className={styles.swatch}
              style={{ background: status.colour }}
              title={status.name}
              data-testid="status-colour"
              data-colour={status.colour}
            />
          )}
        </span>
      )}
      {item.kind === 'task' &&
        (statuses.show ? (
          <select
            className={`${ui.select} ${styles.statusSelect}`}
            aria-label={t('checklist.statusOf', { text: markdownPlainText(item.text) })}
            value={item.status}
            disabled={!canWork}
            onChange={(e) => setStatus(e.target.value)}
          >
            {statuses.offered.map((offered) => (
              <option key={offered.id} value={offered.id}>
                {offered.label}
              </option>
            ))}
            {/* A status an admin removed: shown with its last name, never offered. */}
            {!statuses.offered.some((s) => s.id === item.status) && (
              <option value={item.status} disabled>
                {status.label}
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
            onChange={(e) => setStatus(statuses.ticked(e.target.checked))}
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
            data-testid="mandatory-flag"
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
                status: status.label,
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
          <OverdueMark item={item} />
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
            <Markdown text={item.note} testId="item-note" lineBreaks />
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
          {(item.kind === 'task' || item.kind === 'signature') && (
            <AssigneeControl
              label={t('checklist.assigneeOf', { text: markdownPlainText(item.text) })}
              assigneeId={item.assigneeId}
              nameOf={nameOf}
              onChange={(assigneeId) => actions.assign(item, assigneeId)}
            />
          )}
        </div>
      )}
    </li>
  );
}
