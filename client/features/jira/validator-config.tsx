import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RoutedScreenProps } from '../../routing/screen-props';
import type { ValidatorConfig } from '../../../shared/jira';
import { readValidatorConfig } from '../../../shared/jira-rules';
import { storedConfig, useWorkflowSave } from './use-workflow-save';
import styles from './jira.module.css';

/**
 * The validator "Checklists complete" in Jira's workflow editor: every mandatory item done, or
 * at least N % done, and the language of the message Jira shows (Jira expressions cannot see
 * the user's language). Create and edit show the form; view the summary.
 */
export default function ValidatorConfigScreen({ props }: RoutedScreenProps) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const initial = readValidatorConfig(
    storedConfig(params.get('config')),
    i18n.language === 'de' ? 'de' : 'en',
  );
  const [mode, setMode] = useState(initial.mode);
  const [min, setMin] = useState(String(initial.minProgress));
  const [language, setLanguage] = useState(initial.language);
  const minProgress = Number(min);
  const valid =
    mode === 'mandatory' ||
    (Number.isInteger(minProgress) && minProgress >= 1 && minProgress <= 100);
  const config: ValidatorConfig = { mode, minProgress: valid ? minProgress : 100, language };
  useWorkflowSave(config, valid);

  if (props.action === 'view') {
    return (
      <p className={styles.summary} data-testid="rule-summary">
        {initial.mode === 'progress'
          ? t('jira.validator.summaryProgress', { min: initial.minProgress })
          : t('jira.validator.summaryMandatory')}
      </p>
    );
  }
  return (
    <form className={styles.form} data-testid="validator-form" onSubmit={(e) => e.preventDefault()}>
      <p>{t('jira.validator.explain')}</p>
      <label>
        <input type="radio" checked={mode === 'mandatory'} onChange={() => setMode('mandatory')} />{' '}
        {t('jira.validator.mandatory')}
      </label>
      <label>
        <input type="radio" checked={mode === 'progress'} onChange={() => setMode('progress')} />{' '}
        {t('jira.validator.progress')}
      </label>
      {mode === 'progress' && (
        <label>
          {t('jira.validator.min')}{' '}
          <input
            type="number"
            min={1}
            max={100}
            value={min}
            onChange={(e) => setMin(e.target.value)}
          />{' '}
          %
        </label>
      )}
      {!valid && <p role="alert">{t('jira.validator.minInvalid')}</p>}
      <label>
        {t('jira.validator.language')}{' '}
        <select
          value={language}
          onChange={(e) => setLanguage(e.target.value === 'de' ? 'de' : 'en')}
        >
          <option value="en">English</option>
          <option value="de">Deutsch</option>
        </select>
      </label>
      <p className={styles.summary}>{t('jira.validator.languageExplain')}</p>
    </form>
  );
}
