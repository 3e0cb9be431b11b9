import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import { Dialog } from '../../ui/dialog';
import { markdownPlainText } from '../../ui/markdown';
import type { ChecklistItemDto } from '../../../shared/checklists';

/**
 * "Remove signature", shown only when the server says the caller may (`signature.canRemove`:
 * the signer, the template's managers and site admins). It asks first and says what
 * happens; only an accepted confirmation calls `onRemove`. Focus moves into the dialog,
 * Escape or Cancel closes it without removing anything.
 */
export function RemoveSignature({
  item,
  signerName,
  onRemove,
}: {
  item: ChecklistItemDto;
  signerName: string;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const close = useCallback(() => setConfirming(false), []);
  if (!item.signature?.canRemove) return null;
  return (
    <>
      <Button spacing="compact" appearance="subtle" onClick={() => setConfirming(true)}>
        {t('checklist.clearSignature')}
      </Button>
      {confirming && (
        <Dialog
          title={t('checklist.clearSignatureTitle')}
          onClose={close}
          footer={
            <>
              <Button appearance="subtle" onClick={close}>
                {t('ui.cancel')}
              </Button>
              <Button
                appearance="danger"
                testId="dialog-confirm"
                onClick={() => {
                  setConfirming(false);
                  onRemove();
                }}
              >
                {t('checklist.clearSignature')}
              </Button>
            </>
          }
        >
          <p>
            {t('checklist.clearSignatureBody', {
              name: signerName,
              text: markdownPlainText(item.text),
            })}
          </p>
        </Dialog>
      )}
    </>
  );
}
