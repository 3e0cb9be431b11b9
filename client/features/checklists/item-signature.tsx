import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markdownPlainText } from '../../ui/markdown';
import { showError } from '../../messages/show-message';
import { errorText } from '../../lib/error-text';
import { getSignatureImage } from './api/get-signature-image';
import { ImageLoadError } from './merge-images';
import { download, signatureSheet } from './signature-download';
import { dataUrlType, signatureFileName } from './signature-file-name';
import type { ChecklistItemDto } from '../../../shared/checklists';
import styles from './checklist.module.css';
import ui from '../../ui/ui.module.css';

/** Downloads the signature on a white sheet with its caption, named after checklist and item. */
export function DownloadSignature({
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
      url = await getSignatureImage(checklistUid, item.id);
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

/** A signed item's signature, at a readable size. */
export function SignatureImage({
  checklistUid,
  item,
}: {
  checklistUid: string;
  item: ChecklistItemDto;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const signedAt = item.signature?.signedAt;
  useEffect(() => {
    if (!signedAt) return;
    let objectUrl: string | null = null;
    getSignatureImage(checklistUid, item.id).then(
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
