import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import { TIMEOUTS_MS } from '../../shared/constants';

/** "Copy to clipboard", then "Copied" for 2 s (docs/PRODUCT.md, "Messages"). */
export function CopyButton({
  text,
  appearance = 'subtle',
  testId,
}: {
  text: string;
  appearance?: 'subtle' | 'default';
  testId?: string;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), TIMEOUTS_MS.copiedIndicator);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // Without clipboard access (an iframe without the permission) fall back to a selection.
      const area = document.createElement('textarea');
      area.value = text;
      document.body.appendChild(area);
      area.select();
      document.execCommand('copy');
      area.remove();
    }
    setCopied(true);
  };

  return (
    <Button
      appearance={appearance}
      spacing="compact"
      onClick={() => void copy()}
      aria-live="polite"
      testId={testId}
    >
      {copied ? t('ui.copied') : t('ui.copy')}
    </Button>
  );
}
