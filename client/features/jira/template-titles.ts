import { useEffect, useState } from 'react';
import { getTemplate } from '../../api/get-template';
import type { ChosenTemplate } from '../../ui/template-picker';

/** The templates a rule names, with their titles (a deleted one shows its uid). */
export function useTemplateTitles(uids: readonly string[]): ChosenTemplate[] | null {
  const [found, setFound] = useState<ChosenTemplate[] | null>(uids.length ? null : []);
  const key = uids.join(',');
  useEffect(() => {
    if (!key) return;
    let live = true;
    void Promise.all(
      key.split(',').map((uid) =>
        getTemplate(uid).then(
          (t) => ({ uid, title: t.title }),
          () => ({ uid, title: uid }),
        ),
      ),
    ).then((list) => live && setFound(list));
    return () => {
      live = false;
    };
  }, [key]);
  return found;
}
