import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import { TemplatePicker, type ChosenTemplate } from '../../ui/template-picker';
import { Loading } from '../../ui/loading';
import type { RoutedScreenProps } from '../../routing/screen-props';
import type { PostFunctionConfig } from '../../../shared/jira';
import { readPostFunctionConfig } from '../../../shared/jira-rules';
import { storedConfig, useWorkflowSave } from './use-workflow-save';
import { useTemplateTitles } from './template-titles';
import styles from './jira.module.css';

/**
 * The post functions "Complete checklists" and "Skip checklists" in Jira's workflow editor:
 * create and edit (`/jira/postCreate*`, `/jira/postEdit*`) choose which checklists and, for
 * "complete", whether open mandatory items are ticked; view (`/jira/postView*`) is the
 * one-line summary Jira shows on the transition.
 */
export default function PostFunctionConfigScreen({ props }: RoutedScreenProps) {
  const [params] = useSearchParams();
  const kind = props.kind === 'skip' ? 'skip' : 'complete';
  const config = readPostFunctionConfig(storedConfig(params.get('config')));
  return props.action === 'view' ? (
    <PostFunctionSummary kind={kind} config={config} />
  ) : (
    <PostFunctionForm kind={kind} initial={config} />
  );
}

function PostFunctionSummary({
  kind,
  config,
}: {
  kind: 'complete' | 'skip';
  config: PostFunctionConfig;
}) {
  const { t } = useTranslation();
  const templates = useTemplateTitles(config.checklists === 'templates' ? config.templateUids : []);
  if (!templates) return <Loading label={t('app.loading')} />;
  const which =
    config.checklists === 'all'
      ? t('jira.rules.allChecklists')
      : t('jira.rules.fromTemplates', { titles: templates.map((x) => x.title).join(', ') });
  return (
    <p className={styles.summary} data-testid="rule-summary">
      {kind === 'skip'
        ? t('jira.rules.skipSummary', { which })
        : t(
            config.tickMandatory
              ? 'jira.rules.completeSummaryTick'
              : 'jira.rules.completeSummaryLeave',
            { which },
          )}
    </p>
  );
}

function PostFunctionForm({
  kind,
  initial,
}: {
  kind: 'complete' | 'skip';
  initial: PostFunctionConfig;
}) {
  const { t } = useTranslation();
  const named = useTemplateTitles(initial.templateUids);
  const [which, setWhich] = useState(initial.checklists);
  const [chosen, setChosen] = useState<ChosenTemplate[] | null>(null);
  const [tick, setTick] = useState(initial.tickMandatory);
  const templates = chosen ?? named ?? [];
  const config: PostFunctionConfig = {
    checklists: which,
    templateUids: which === 'templates' ? templates.map((x) => x.uid) : [],
    tickMandatory: kind === 'complete' && tick,
  };
  const valid = which === 'all' || config.templateUids.length > 0;
  useWorkflowSave(config, valid);
  return (
    <form
      className={styles.form}
      data-testid="post-function-form"
      onSubmit={(e) => e.preventDefault()}
    >
      <p>{t(kind === 'skip' ? 'jira.rules.skipExplain' : 'jira.rules.completeExplain')}</p>
      <fieldset>
        <legend>{t('jira.rules.which')}</legend>
        <label>
          <input type="radio" checked={which === 'all'} onChange={() => setWhich('all')} />{' '}
          {t('jira.rules.allChecklists')}
        </label>
        <label>
          <input
            type="radio"
            checked={which === 'templates'}
            onChange={() => setWhich('templates')}
          />{' '}
          {t('jira.rules.onlyTemplates')}
        </label>
      </fieldset>
      {which === 'templates' && (
        <>
          <ul className={styles.list}>
            {templates.map((x) => (
              <li key={x.uid}>
                {x.title}{' '}
                <Button
                  spacing="compact"
                  appearance="subtle"
                  aria-label={t('jira.defaults.remove', { title: x.title })}
                  onClick={() => setChosen(templates.filter((y) => y.uid !== x.uid))}
                >
                  ✕
                </Button>
              </li>
            ))}
          </ul>
          <TemplatePicker
            label={t('jira.rules.addTemplate')}
            value={null}
            onChange={(x) => {
              if (x && !templates.some((y) => y.uid === x.uid)) setChosen([...templates, x]);
            }}
          />
          {!valid && <p role="alert">{t('jira.rules.pickOne')}</p>}
        </>
      )}
      {kind === 'complete' && (
        <label>
          <input type="checkbox" checked={tick} onChange={(e) => setTick(e.target.checked)} />{' '}
          {t('jira.rules.tickMandatory')}
        </label>
      )}
    </form>
  );
}
