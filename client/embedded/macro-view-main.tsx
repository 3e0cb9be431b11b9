/**
 * The Confluence checklist macro's own entry (docs/PERFORMANCE.md, the macro view's budget):
 * no router, no Atlaskit, no app shell before the checklist shows; just the host bridge, the
 * strings and the light view (start-light-entry.tsx). Several macros on one page each load
 * this. Everything heavier (every item action) loads when first used. Also the Forge
 * `macro-view` resource's entry.
 */
import { startLightEntry } from './start-light-entry';
import { LightMacroView, prefetchMacroView } from '../features/checklists/light/light-macro-view';
import { macroPlaceOf } from '../features/checklists/api/get-macro-view';

/** Read when the view starts: under Forge the host start puts the macro into the URL. */
const place = () => macroPlaceOf(new URLSearchParams(window.location.search));

void startLightEntry({
  prefetch: () => prefetchMacroView(place()),
  render: () => <LightMacroView place={place()} />,
});
