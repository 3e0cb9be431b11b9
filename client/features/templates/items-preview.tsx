import { useTranslation } from 'react-i18next';
import type { ItemKind } from '../../../shared/items';
import { Markdown } from '../../ui/markdown';
import styles from './markdown-field.module.css';
import ui from '../../ui/ui.module.css';

/** A template's items as a checklist shows them: each text rendered inline. */
export function ItemsPreview({
  items,
}: {
  items: { key: string; kind: ItemKind; text: string; mandatory: boolean }[];
}) {
  const { t } = useTranslation();
  const shown = items.filter((item) => item.text.trim());
  if (shown.length === 0) return null;
  return (
    <>
      <h4 className={ui.label}>{t('editor.items')}</h4>
      <ul className={styles.items} data-testid="items-preview">
        {shown.map((item) => (
          <li key={item.key} className={styles[item.kind]}>
            <Markdown text={item.text} inline />
            {item.mandatory && (item.kind === 'task' || item.kind === 'signature') && (
              <span aria-label={t('editor.mandatory')} title={t('editor.mandatory')}>
                {' *'}
              </span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
