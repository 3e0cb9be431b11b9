import { useSearchParams } from 'react-router-dom';
import { LightMacroView } from './light/light-macro-view';

/**
 * `/macro/view` inside the app shell. Confluence's pages load the macro's light entry instead
 * (client/embedded/macro-view-main.tsx); this serves the same view where the shell is used.
 */
export default function MacroViewScreen() {
  const [search] = useSearchParams();
  const value = (name: string) => search.get(name) ?? undefined;
  const preview = value('outputType') === 'preview';
  return (
    <LightMacroView
      place={{
        pageId: value('pageId') ?? '',
        macroId: value('macroId') ?? '',
        ...(value('pageVersion') ? { pageVersion: value('pageVersion') } : {}),
        ...(value('outputType') ? { outputType: value('outputType') } : {}),
        ...(preview
          ? {
              templateUid: value('templateUid'),
              checklistInstanceUid: value('checklistInstanceUid'),
              title: value('title'),
            }
          : {}),
      }}
    />
  );
}
