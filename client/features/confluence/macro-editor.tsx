import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import { Loading } from '../../ui/loading';
import type { RoutedScreenProps } from '../../routing/screen-props';
import { useTemplate } from '../../api/get-template';
import { getChecklist } from '../../api/get-checklist';
import { useLoad } from '../../lib/use-load';
import { useMacroData, useMacroSubmit } from './use-macro-editor';
import { MacroChooser, type MacroChoice } from './macro-chooser';
import { CHECKLIST_MACRO_IDENTIFIERS } from '../../../shared/confluence-rules';
import type { ChecklistMacroParams } from '../../../shared/confluence';
import ui from '../../ui/ui.module.css';

export type EditorStart = 'auto' | 'summary' | 'choose';

const choiceOf = (data: ChecklistMacroParams): MacroChoice | null =>
  data.checklistInstanceUid
    ? { kind: 'checklist', uid: data.checklistInstanceUid, title: '' }
    : data.templateUid
      ? { kind: 'template', uid: data.templateUid, title: '', macroTitle: data.title ?? '' }
      : null;

const paramsOf = (choice: MacroChoice): ChecklistMacroParams =>
  choice.kind === 'checklist'
    ? { checklistInstanceUid: choice.uid }
    : {
        templateUid: choice.uid,
        ...(choice.macroTitle.trim() ? { title: choice.macroTitle.trim() } : {}),
      };

/**
 * The checklist macro's editor in Confluence's macro dialog: `/macro/edit` opens the chooser
 * for a new macro and the summary for a placed one (`/macro/editbutton`); the chooser
 * (`/macro/template/choose`) picks a template (searchable, or an example made a template) or
 * an existing checklist, and a title. Insert / Save saves the parameters with saveMacro.
 */
export function MacroEditor({ start }: { start: EditorStart }) {
  const { t } = useTranslation();
  const data = useMacroData(CHECKLIST_MACRO_IDENTIFIERS);
  const [choosing, setChoosing] = useState<boolean | null>(null);
  const [choice, setChoice] = useState<MacroChoice | null | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const base = choice === undefined ? (data ? choiceOf(data) : null) : choice;
  const title = useChoiceTitle(base);
  const current = base && title ? { ...base, title } : base;
  useMacroSubmit(
    CHECKLIST_MACRO_IDENTIFIERS,
    () => (current ? paramsOf(current) : null),
    () => setProblem(t('macro.editor.chooseFirst')),
  );
  if (!data) return <Loading label={t('app.loading')} />;
  const showChooser =
    choosing ?? (start === 'choose' || (start === 'auto' && choiceOf(data) === null));
  return (
    <div className={ui.field} data-testid="macro-editor">
      <p>{t('macro.editor.intro')}</p>
      {showChooser ? (
        <MacroChooser
          value={current}
          onChange={(next) => {
            setChoice(next);
            setProblem(null);
          }}
        />
      ) : (
        current && (
          <MacroSummary choice={current} title={title} onChoose={() => setChoosing(true)} />
        )
      )}
      {problem && (
        <p className={ui.error} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

function MacroSummary({
  choice,
  title,
  onChoose,
}: {
  choice: MacroChoice;
  title: string | null | undefined;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const shown =
    title === undefined
      ? '…'
      : title === null
        ? t('macro.editor.currentMissing')
        : t(
            choice.kind === 'template'
              ? 'macro.editor.currentTemplate'
              : 'macro.editor.currentChecklist',
            { title },
          );
  return (
    <section data-testid="macro-summary">
      <p>
        <strong>{t('macro.editor.current')}</strong>: {shown}
      </p>
      <Button onClick={onChoose} testId="macro-choose-another">
        {t('macro.editor.chooseAnother')}
      </Button>
    </section>
  );
}

/**
 * The title of what a choice names: its own when it has one, else loaded once (a placed
 * macro's parameters name only a uid); undefined while loading, null when it is gone.
 */
function useChoiceTitle(choice: MacroChoice | null): string | null | undefined {
  const untitled = choice && !choice.title ? choice : null;
  const template = useTemplate(untitled?.kind === 'template' ? untitled.uid : null);
  const checklist = useLoad(getChecklist, untitled?.kind === 'checklist' ? [untitled.uid] : null);
  if (!choice) return null;
  if (!untitled) return choice.title;
  const loaded = untitled.kind === 'template' ? template : checklist;
  return loaded.state === 'loaded'
    ? loaded.data.title
    : loaded.state === 'error'
      ? null
      : undefined;
}

const START: Record<string, EditorStart> = {
  edit: 'auto',
  editbutton: 'summary',
  choose: 'choose',
};

/** The three routes of the macro's editor (client/app/screens.ts). */
export default function MacroEditorScreen({ props }: RoutedScreenProps) {
  return <MacroEditor start={START[String(props.mode ?? 'edit')] ?? 'auto'} />;
}
