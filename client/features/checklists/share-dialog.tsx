import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import { QRCodeSVG } from 'qrcode.react';
import { Dialog } from '../../ui/dialog';
import { CopyButton } from '../../ui/copy-button';
import { useLoad } from '../../lib/use-load';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { useSiteSettings } from '../../api/get-settings';
import { createShare, listShares, revokeShare } from './api/shares';
import type { ChecklistDto } from '../../../shared/checklists';
import type { ShareDto, SharePermission } from '../../../shared/shares';
import ui from '../../ui/ui.module.css';

const problemOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

/** The end of the chosen day in the browser's time zone, as the server takes it. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59`).toISOString();

/**
 * "Share" (docs/SHARING.md): a link to this one checklist for people outside the site, `view`
 * or `check`, with an optional label (whom it is for) and expiry; copy it or show its QR code;
 * the checklist's links with their last use; revoke. Offered where the checklist's permissions
 * say `canShare`; the site's "allow public share links" decides whether a link can be made.
 */
export function ShareDialog({
  checklist,
  onClose,
}: {
  checklist: ChecklistDto;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const links = useLoad(listShares, [checklist.uid]);
  const settings = useSiteSettings().value;
  const allowed = settings?.allowPublicShareLinks ?? true;
  const [permission, setPermission] = useState<SharePermission>('check');
  const [label, setLabel] = useState('');
  const [expires, setExpires] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [shown, setShown] = useState<ShareDto | null>(null);
  const [qr, setQr] = useState<string | null>(null);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const made = await createShare(checklist.uid, {
        permission,
        ...(label.trim() ? { label: label.trim() } : {}),
        ...(expires ? { expiresAt: endOfDay(expires) } : {}),
      });
      setShown(made);
      setLabel('');
      setExpires('');
      links.reload();
    } catch (error) {
      setProblem(problemOf(error, t('share.loadFailed')));
    } finally {
      setBusy(false);
    }
  };
  const revoke = async (share: ShareDto) => {
    setProblem(null);
    try {
      await revokeShare(checklist.uid, share.shareUid);
      if (shown?.shareUid === share.shareUid) setShown(null);
      if (qr === share.url) setQr(null);
      links.reload();
    } catch (error) {
      setProblem(problemOf(error, t('share.loadFailed')));
    }
  };
  const when = (iso: string) => formatDate(iso, i18n.language);

  return (
    <Dialog
      title={t('share.dialogTitle', { title: checklist.title })}
      size="medium"
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('share.close')}</Button>}
    >
      <p>{t('share.intro')}</p>
      {!allowed && (
        <p className={ui.error} role="status" data-testid="shares-off">
          {t('share.off')}
        </p>
      )}
      {allowed && (
        <form onSubmit={(e) => void create(e)} data-testid="share-form">
          <fieldset className={ui.field}>
            <legend className={ui.label}>{t('share.permission')}</legend>
            {(['check', 'view'] as const).map((value) => (
              <label key={value} className={ui.row}>
                <input
                  type="radio"
                  name="share-permission"
                  value={value}
                  checked={permission === value}
                  onChange={() => setPermission(value)}
                />
                {value === 'check' ? t('share.permissionCheck') : t('share.permissionView')}
              </label>
            ))}
          </fieldset>
          <label className={ui.field}>
            <span className={ui.label}>{t('share.label')}</span>
            <input
              className={ui.input}
              value={label}
              maxLength={100}
              placeholder={t('share.labelPlaceholder')}
              onChange={(e) => setLabel(e.target.value)}
            />
          </label>
          <label className={ui.field}>
            <span className={ui.label}>{t('share.expires')}</span>
            <input
              className={ui.input}
              type="date"
              value={expires}
              onChange={(e) => setExpires(e.target.value)}
            />
          </label>
          <Button type="submit" appearance="primary" isDisabled={busy}>
            {busy ? t('share.creating') : t('share.create')}
          </Button>
        </form>
      )}
      {problem && (
        <p className={ui.error} role="alert">
          {problem}
        </p>
      )}
      {shown && (
        <p className={ui.row} data-testid="share-new-link">
          <input className={ui.input} readOnly value={shown.url} aria-label={t('share.copy')} />
          <CopyButton text={shown.url} appearance="default" testId="share-copy" />
        </p>
      )}
      {qr && (
        <div data-testid="share-qr">
          <QRCodeSVG value={qr} size={192} role="img" aria-label={t('share.qrAlt')} />
        </div>
      )}
      <h3 className={ui.heading}>{t('share.links')}</h3>
      {links.state === 'error' && <p className={ui.error}>{links.error.message}</p>}
      {links.state === 'loaded' && links.data.length === 0 && (
        <p className={ui.subtle}>{t('share.none')}</p>
      )}
      {links.state === 'loaded' && links.data.length > 0 && (
        <table className={ui.table} data-testid="share-list">
          <tbody>
            {links.data.map((share) => (
              <tr key={share.shareUid} data-testid="share-row">
                <td>
                  <strong>{share.label ?? '—'}</strong>{' '}
                  {share.permission === 'check'
                    ? t('share.permissionCheck')
                    : t('share.permissionView')}
                </td>
                <td className={ui.subtle}>
                  {share.lastUsedAt
                    ? t('share.lastUsed', { when: when(share.lastUsedAt) })
                    : t('share.neverUsed')}
                  {share.expiresAt &&
                    ` · ${share.expired ? t('share.expired') : t('share.expiresOn', { when: when(share.expiresAt) })}`}
                </td>
                <td className={ui.nowrap}>
                  <CopyButton text={share.url} />
                  <Button
                    appearance="subtle"
                    onClick={() => setQr(qr === share.url ? null : share.url)}
                  >
                    {t('share.qr')}
                  </Button>
                  <Button appearance="subtle" onClick={() => void revoke(share)}>
                    {t('share.revoke')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}
