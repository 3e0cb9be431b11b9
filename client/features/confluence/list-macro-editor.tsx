import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import { Loading } from '../../ui/loading';
import { TemplatePicker, type ChosenTemplate } from '../../ui/template-picker';
import { PeoplePicker } from '../../ui/people-picker';
import { useUsers } from '../../ui/use-users';
import { useTemplate } from '../../api/get-template';
import { useLoad } from '../../lib/use-load';
import { listPlacedChecklists } from './api/list-placed-checklists';
import { listChecklists } from '../../api/list-checklists';
import { useDebouncedSearch } from '../../lib/use-debounced-search';
import { CHECKLIST_STATUSES } from '../../../shared/checklist-rules';
import {
  chosenUids,
  LIST_MACRO_CHOSEN_MAX,
  LIST_MACRO_IDENTIFIERS,
  type ListMacroParam,
} from '../../../shared/confluence-rules';
import { useMacroData, useMacroSubmit } from './use-macro-editor';
import ui from '../../ui/ui.module.css';
import styles from './confluence.module.css';

interface Chosen {
  uid: string;
  title: string;
}

/**
 * The checklist list macro's editor: checklists chosen one by one (in order), or a filter by
 * template, status, space, label and assignee. Insert / Save saves them with saveMacro.
 */
export default function ListMacroEditor() {
  const data = useMacroData(LIST_MACRO_IDENTIFIERS);
  const { t } = useTranslation();
  if (!data) return <Loading label={t('app.loading')} />;
  return <ListMacroForm initial={data} />;
}

function ListMacroForm({ initial }: { initial: Partial<Record<ListMacroParam, string>> }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'filter' | 'chosen'>(initial.checklists ? 'chosen' : 'filter');
  const [template, setTemplate] = useState<ChosenTemplate | null>(
    initial.templateUid ? { uid: initial.templateUid, title: '' } : null,
  );
  // A saved filter names its template by id: its title shows once loaded.
  const named = useTemplate(template && !template.title ? template.uid : null);
  const shownTemplate =
    template && !template.title && named.state === 'loaded'
      ? { ...template, title: named.data.title }
      : template;
  const [status, setStatus] = useState(initial.status ?? '');
  const [spaceKey, setSpaceKey] = useState(initial.spaceKey ?? '');
  const [label, setLabel] = useState(initial.label ?? '');
  const [assigneeId, setAssigneeId] = useState<string | null>(initial.assigneeId ?? null);
  const [chosen, setChosen] = useState<Chosen[]>(
    chosenUids(initial.checklists).map((uid) => ({ uid, title: uid })),
  );
  const [query, setQuery] = useState('');
  const nameOf = useUsers([assigneeId]);
  // The saved choice names checklists by uid: their titles show once loaded.
  const saved = useLoad(
    listPlacedChecklists,
    initial.checklists ? [{ checklists: initial.checklists, perPage: 50 }] : null,
  );
  const titleOf = (c: Chosen) =>
    (saved.state === 'loaded' ? saved.data.items.find((x) => x.uid === c.uid)?.title : undefined) ??
    c.title;
  const found = useDebouncedSearch(query, (search) =>
    listChecklists({ search, perPage: 10 }).then((page) => page.items),
  );
  useMacroSubmit(
    LIST_MACRO_IDENTIFIERS,
    () =>
      mode === 'chosen'
        ? { checklists: chosen.map((c) => c.uid).join(',') }
        : Object.fromEntries(
            Object.entries({
              templateUid: template?.uid ?? '',
              status,
              spaceKey: spaceKey.trim(),
              label: label.trim(),
              assigneeId: assigneeId ?? '',
            }).filter(([, value]) => value !== ''),
          ),
    () => undefined,
  );
  return (
    <div className={styles.chooser} data-testid="list-macro-editor">
      <fieldset className={styles.modes}>
        <legend className={ui.label}>{t('macro.list.mode')}</legend>
        {(['filter', 'chosen'] as const).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="list-mode"
              checked={mode === option}
              onChange={() => setMode(option)}
            />{' '}
            {t(option === 'filter' ? 'macro.list.modeFilter' : 'macro.list.modeChosen')}
          </label>
        ))}
      </fieldset>
      {mode === 'filter' ? (
        <>
          <TemplatePicker
            label={t('macro.list.template')}
            value={shownTemplate}
            onChange={setTemplate}
          />
          <label className={ui.field}>
            <span className={ui.label}>{t('macro.list.status')}</span>
            <select
              className={ui.select}
              value={status}
              onChange={(e) => setStatus(e.target.value)}
            >
              <option value="">{t('macro.list.status_any')}</option>
              {CHECKLIST_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`checklistStatus.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={ui.field}>
            <span className={ui.label}>{t('macro.list.space')}</span>
            <input
              className={ui.input}
              value={spaceKey}
              maxLength={255}
              placeholder={t('macro.list.spacePlaceholder')}
              onChange={(e) => setSpaceKey(e.target.value)}
            />
          </label>
          <label className={ui.field}>
            <span className={ui.label}>{t('macro.list.label')}</span>
            <input
              className={ui.input}
              value={label}
              maxLength={100}
              onChange={(e) => setLabel(e.target.value)}
            />
          </label>
          <PeoplePicker
            label={t('macro.list.assignee')}
            single
            value={assigneeId ? [assigneeId] : []}
            onChange={(ids) => setAssigneeId(ids[0] ?? null)}
            nameOf={nameOf}
          />
        </>
      ) : (
        <>
          <p className={ui.subtle}>{t('macro.list.chosenCount', { count: chosen.length })}</p>
          <ol className={styles.list} data-testid="list-macro-chosen">
            {chosen.map((c) => (
              <li key={c.uid} className={ui.row}>
                <span className={ui.grow}>{titleOf(c)}</span>
                <Button onClick={() => setChosen(chosen.filter((x) => x.uid !== c.uid))}>
                  {t('macro.list.remove')}
                </Button>
              </li>
            ))}
          </ol>
          <input
            className={ui.input}
            value={query}
            aria-label={t('macro.editor.searchChecklists')}
            placeholder={t('macro.editor.searchChecklists')}
            onChange={(e) => setQuery(e.target.value)}
          />
          {chosen.length >= LIST_MACRO_CHOSEN_MAX && (
            <p className={ui.subtle}>
              {t('macro.list.chosenMax', { count: LIST_MACRO_CHOSEN_MAX })}
            </p>
          )}
          <ul className={styles.list}>
            {(found ?? [])
              .filter((c) => !chosen.some((x) => x.uid === c.uid))
              .map((c) => (
                <li key={c.uid} className={ui.row}>
                  <span className={ui.grow}>{c.title}</span>
                  <Button
                    isDisabled={chosen.length >= LIST_MACRO_CHOSEN_MAX}
                    onClick={() => setChosen([...chosen, { uid: c.uid, title: c.title }])}
                  >
                    {t('macro.list.add')}
                  </Button>
                </li>
              ))}
          </ul>
        </>
      )}
    </div>
  );
}
