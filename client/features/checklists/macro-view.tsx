import { useSearchParams } from 'react-router-dom';
import { LightMacroView } from './light/light-macro-view';
import { macroPlaceOf } from './api/get-macro-view';

/**
 * `/macro/view` inside the app shell. Confluence's pages load the macro's light entry instead
 * (client/embedded/macro-view-main.tsx); this serves the same view where the shell is used.
 */
export default function MacroViewScreen() {
  const [search] = useSearchParams();
  return <LightMacroView place={macroPlaceOf(search)} />;
}
