import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import { TemplatePicker } from '../../ui/template-picker';
import { useExamples } from '../../api/list-examples';
import { copyExample } from '../../api/copy-example';
import { listChecklists } from '../../api/list-checklists';
import { useDebouncedSearch } from '../../lib/use-debounced-search';
import { errorText } from '../../lib/error-text';
import { TITLE_MAX } from '../../../shared/limits';
import type { ExampleSummaryDto } from '../../../shared/example-dto';
import ui from '../../ui/ui.module.css';
import styles from './confluence.module.css';

export type MacroChoice =
  | { kind: 'template'; uid: string; title: string; macroTitle: string }
  | { kind: 'checklist'; uid: string; title: string };

/**
 * What the macro shows: a new checklist from a template (found by typing, or an example that
 * becomes a template of the site), with an optional title, or an existing checklist.
 */
export function MacroChooser({
  value,
  onChange,
}: {
  value: MacroChoice | null;
  onChange: (choice: MacroChoice | null) => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<MacroChoice['kind']>(value?.kind ?? 'template');
  return (
    <div className={styles.chooser} data-testid="macro-chooser">
      <fieldset className={styles.modes}>
        {(['template', 'checklist'] as const).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="macro-kind"
              checked={kind === option}
              onChange={() => {
                setKind(option);
                onChange(null);
              }}
            />{' '}
            {t(option === 'template' ? 'macro.editor.fromTemplate' : 'macro.editor.existing')}
          </label>
        ))}
      </fieldset>
      <p className={ui.subtle}>
        {t(kind === 'template' ? 'macro.editor.fromTemplateHint' : 'macro.editor.existingHint')}
      </p>
      {kind === 'template' ? (
        <TemplateChoice value={value?.kind === 'template' ? value : null} onChange={onChange} />
      ) : (
        <ChecklistChoice value={value?.kind === 'checklist' ? value : null} onChange={onChange} />
      )}
    </div>
  );
}

function TemplateChoice({
  value,
  onChange,
}: {
  value: Extract<MacroChoice, { kind: 'template' }> | null;
  onChange: (choice: MacroChoice | null) => void;
}) {
  const { t } = useTranslation();
  const examples = useExamples();
  const [problem, setProblem] = useState<string | null>(null);
  const title = value?.macroTitle ?? '';
  const adoptExample = async (example: ExampleSummaryDto) => {
    setProblem(null);
    try {
      const made = await copyExample(example.id, {
        title: example.title,
        description: example.description,
        tags: example.tags,
        items: example.items.map((item) => ({ ...item })),
      });
      onChange({ kind: 'template', uid: made.uid, title: made.title, macroTitle: title });
    } catch (error) {
      setProblem(errorText(error));
    }
  };
  return (
    <>
      <TemplatePicker
        label={t('macro.editor.template')}
        usable
        value={value ? { uid: value.uid, title: value.title } : null}
        onChange={(picked) =>
          onChange(picked ? { kind: 'template', ...picked, macroTitle: title } : null)
        }
      />
      {examples.state === 'loaded' && examples.data.length > 0 && (
        <details className={styles.examples}>
          <summary>{t('macro.editor.examples')}</summary>
          <ul className={styles.list}>
            {examples.data.map((example) => (
              <li key={example.id} className={ui.row}>
                <span className={ui.grow}>{example.title}</span>
                <Button
                  onClick={() => void adoptExample(example)}
                  testId={`use-example-${example.id}`}
                  aria-label={t('macro.editor.useExampleNamed', { title: example.title })}
                >
                  {t('macro.editor.useExample')}
                </Button>
              </li>
            ))}
          </ul>
        </details>
      )}
      {problem && (
        <p className={ui.error} role="alert">
          {problem}
        </p>
      )}
      <label className={ui.field}>
        <span className={ui.label}>{t('macro.editor.title')}</span>
        <input
          className={ui.input}
          value={title}
          maxLength={TITLE_MAX}
          placeholder={value?.title ?? ''}
          disabled={!value}
          onChange={(e) => value && onChange({ ...value, macroTitle: e.target.value })}
        />
      </label>
    </>
  );
}

function ChecklistChoice({
  value,
  onChange,
}: {
  value: Extract<MacroChoice, { kind: 'checklist' }> | null;
  onChange: (choice: MacroChoice | null) => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const found = useDebouncedSearch(
    query,
    (search) =>
      listChecklists(search ? { search, perPage: 10 } : { perPage: 10 }).then((page) => page.items),
    { minLength: 0 },
  );
  return (
    <div className={ui.field}>
      <label className={ui.field}>
        <span className={ui.label}>{t('macro.editor.checklist')}</span>
        <input
          className={ui.input}
          value={query}
          placeholder={t('macro.editor.searchChecklists')}
          aria-label={t('macro.editor.searchChecklists')}
          onChange={(e) => setQuery(e.target.value)}
        />
      </label>
      {value && (
        <span className={ui.tag} data-testid="chosen-checklist">
          {value.title || value.uid}
        </span>
      )}
      <ul className={styles.list}>
        {(found ?? []).map((checklist) => (
          <li key={checklist.uid}>
            <button
              type="button"
              className={ui.linkButton}
              aria-pressed={value?.uid === checklist.uid}
              onClick={() =>
                onChange({ kind: 'checklist', uid: checklist.uid, title: checklist.title })
              }
            >
              {checklist.title}
            </button>
          </li>
        ))}
        {found && found.length === 0 && (
          <li className={ui.subtle}>{t('macro.editor.noChecklists')}</li>
        )}
      </ul>
    </div>
  );
}
