import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import SignaturePad from 'signature_pad';
import { Dialog } from '../../ui/dialog';
import { Markdown } from '../../ui/markdown';
import { SIGNATURE_IMAGE_TYPES, SIGNATURE_PAD } from '../../../shared/constants';
import styles from './checklist.module.css';

/** The image type of a data URL (`data:image/png;base64,…`), lower case; null if none. */
const dataUrlType = (dataUrl: string) => /^data:([^;,]+)[;,]/.exec(dataUrl)?.[1]?.toLowerCase();

/**
 * Draw a signature (signature_pad at the spec's settings) and hand back a PNG data URL. An
 * image of another type than the server takes (png, jpeg, svg) is refused here with the
 * spec's message instead of being sent.
 */
export function SignatureDialog({
  itemText,
  onSign,
  onClose,
}: {
  itemText: string;
  onSign: (dataUrl: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [empty, setEmpty] = useState(true);
  const [saving, setSaving] = useState(false);
  const [typeError, setTypeError] = useState<string | null>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = element.offsetWidth * ratio;
    element.height = element.offsetHeight * ratio;
    element.getContext('2d')?.scale(ratio, ratio);
    const instance = new SignaturePad(element, {
      minWidth: SIGNATURE_PAD.minWidth,
      maxWidth: SIGNATURE_PAD.maxWidth,
      throttle: SIGNATURE_PAD.throttle,
      minDistance: SIGNATURE_PAD.minDistance,
      velocityFilterWeight: SIGNATURE_PAD.velocityFilterWeight,
      penColor: SIGNATURE_PAD.penColor,
      backgroundColor: SIGNATURE_PAD.backgroundColor,
    });
    instance.addEventListener('endStroke', () => setEmpty(instance.isEmpty()));
    pad.current = instance;
    return () => instance.off();
  }, []);

  const sign = async () => {
    if (!pad.current || pad.current.isEmpty()) return;
    const image = pad.current.toDataURL(SIGNATURE_PAD.defaultFormat, SIGNATURE_PAD.quality);
    const type = dataUrlType(image);
    if (!type || !(SIGNATURE_IMAGE_TYPES as readonly string[]).includes(type)) {
      setTypeError(t('checklist.imageType', { types: SIGNATURE_IMAGE_TYPES.join(', ') }));
      return;
    }
    setTypeError(null);
    setSaving(true);
    try {
      await onSign(image);
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      title={t('checklist.signTitle')}
      size="medium"
      onClose={onClose}
      footer={
        <>
          <Button
            appearance="subtle"
            onClick={() => {
              pad.current?.clear();
              setEmpty(true);
            }}
          >
            {t('checklist.clearPad')}
          </Button>
          <Button appearance="subtle" onClick={onClose}>
            {t('ui.cancel')}
          </Button>
          <Button
            appearance="primary"
            isDisabled={empty || saving}
            onClick={() => void sign()}
            testId="sign-confirm"
          >
            {t('checklist.sign')}
          </Button>
        </>
      }
    >
      <p>
        <Markdown text={itemText} inline />
      </p>
      <canvas
        ref={canvas}
        className={styles.pad}
        aria-label={t('checklist.padLabel')}
        data-testid="signature-pad"
      />
      <p className={styles.subtle}>{empty ? t('checklist.padEmpty') : ''}</p>
      {typeError && (
        <p role="alert" data-testid="signature-type-error">
          {typeError}
        </p>
      )}
    </Dialog>
  );
}
