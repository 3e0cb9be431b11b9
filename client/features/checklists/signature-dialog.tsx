import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import SignaturePad from 'signature_pad';
import { Dialog } from '../../ui/dialog';
import { SIGNATURE_PAD } from '../../../shared/constants';
import styles from './checklist.module.css';

/** Draw a signature (signature_pad at the spec's settings) and hand back a PNG data URL. */
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
    setSaving(true);
    try {
      await onSign(pad.current.toDataURL(SIGNATURE_PAD.defaultFormat, SIGNATURE_PAD.quality));
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
      <p>{itemText}</p>
      <canvas
        ref={canvas}
        className={styles.pad}
        aria-label={t('checklist.padLabel')}
        data-testid="signature-pad"
      />
      <p className={styles.subtle}>{empty ? t('checklist.padEmpty') : ''}</p>
    </Dialog>
  );
}
