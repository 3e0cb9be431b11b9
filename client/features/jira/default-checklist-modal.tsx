import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import { Dialog } from '../../ui/dialog';
import { TemplatePicker, type ChosenTemplate } from '../../ui/template-picker';
import styles from './jira.module.css';

/**
 * The "default checklist" modal: the templates an issue type's new issues get, in order.
 * Add with the template picker, move up or down, remove; Save hands the list back.
 */
export function DefaultChecklistModal({
  issueType,
  initial,
  saving,
  onSave,
  onClose,
}: {
  issueType: string;
  initial: ChosenTemplate[];
  saving: boolean;
  onSave: (templates: ChosenTemplate[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [list, setList] = useState(initial);
  const move = (index: number, by: number) => {
    const next = [...list];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    setList(next);
  };
  return (
    <Dialog
      title={t('jira.defaults.modalTitle', { issueType })}
      size="medium"
      onClose={onClose}
      footer={
        <>
          <Button appearance="subtle" onClick={onClose}>
            {t('jira.defaults.cancel')}
          </Button>
          <Button appearance="primary" isDisabled={saving} onClick={() => onSave(list)}>
            {t('jira.defaults.save')}
          </Button>
        </>
      }
    >
      <p>{t('jira.defaults.modalExplain')}</p>
      <ol className={styles.list} data-testid="default-templates-list">
        {list.map((template, index) => (
          <li key={template.uid}>
            {template.title}{' '}
            <Button
              spacing="compact"
              appearance="subtle"
              isDisabled={index === 0}
              aria-label={t('jira.defaults.up', { title: template.title })}
              onClick={() => move(index, -1)}
            >
              ↑
            </Button>
            <Button
              spacing="compact"
              appearance="subtle"
              isDisabled={index === list.length - 1}
              aria-label={t('jira.defaults.down', { title: template.title })}
              onClick={() => move(index, 1)}
            >
              ↓
            </Button>
            <Button
              spacing="compact"
              appearance="subtle"
              aria-label={t('jira.defaults.remove', { title: template.title })}
              onClick={() => setList(list.filter((x) => x.uid !== template.uid))}
            >
              ✕
            </Button>
          </li>
        ))}
      </ol>
      <TemplatePicker
        label={t('jira.defaults.addTemplate')}
        value={null}
        usable
        onChange={(template) => {
          if (template && !list.some((x) => x.uid === template.uid)) setList([...list, template]);
        }}
      />
    </Dialog>
  );
}
