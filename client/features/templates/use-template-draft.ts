import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getChecklist } from '../../api/get-checklist';
import { getTemplate } from '../../api/get-template';
import { useOverviewPaths } from '../../routing/paths';
import { errorText } from '../../lib/error-text';
import { getExample } from './api/get-example';
import { emptyDraft, fromChecklist, fromExample, fromTemplate, type Draft } from './template-draft';

/** Where the editor's draft starts: one of these, or a new empty template. */
export interface DraftSource {
  uid: string | null;
  exampleId: string | null;
  checklistUid: string | null;
}

/**
 * Loads the draft the editor starts from and remembers it as loaded, so Cancel can ask before
 * throwing changes away. A template this user may not edit sends them to "no permission".
 */
export function useTemplateDraft({ uid, exampleId, checklistUid }: DraftSource) {
  const navigate = useNavigate();
  const to = useOverviewPaths();
  const [draft, setDraft] = useState<Draft | null>(
    uid || checklistUid || exampleId ? null : emptyDraft(),
  );
  const [loaded, setLoaded] = useState<string | null>(draft ? JSON.stringify(draft) : null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    const start = (value: Draft) => {
      setDraft(value);
      setLoaded(JSON.stringify(value));
    };
    const fail = (error: unknown) => setLoadError(errorText(error));
    if (uid) {
      getTemplate(uid).then(
        (template) =>
          template.permissions.canEdit
            ? start(fromTemplate(template))
            : navigate(to.templateNoPermission(), { replace: true }),
        fail,
      );
    } else if (exampleId) {
      getExample(exampleId).then((example) => start(fromExample(example)), fail);
    } else if (checklistUid) {
      getChecklist(checklistUid).then((checklist) => start(fromChecklist(checklist)), fail);
    }
  }, [uid, checklistUid, exampleId, navigate, to]);

  const changed = draft !== null && loaded !== null && JSON.stringify(draft) !== loaded;
  return { draft, setDraft, loadError, changed };
}
