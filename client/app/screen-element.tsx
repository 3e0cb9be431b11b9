import { createContext, lazy, Suspense, useContext, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NOT_BUILT_YET, type ScreenId } from './screen-ids';
import { Loading } from '../shells/loading';
import { LoadErrorBoundary } from '../shells/load-error-boundary';
import { loadFeatureStrings } from '../lib/i18n';

/** Props a screen gets from its route, computed from the query (e.g. `prefill`). */
export type ScreenProps = Record<string, string | boolean | undefined>;
export interface ScreenHandle {
  screen: ScreenId;
  props?: (search: URLSearchParams) => ScreenProps;
}

type ScreenModule = { default: ComponentType };

/** A feature screen arrives with its strings (client/lib/i18n.ts, loadFeatureStrings). */
const feature = (load: () => Promise<ScreenModule>) => () =>
  Promise.all([load(), loadFeatureStrings()]).then(([module]) => module);
const BUILT_SCREENS: Partial<Record<ScreenId, () => Promise<ScreenModule>>> = {
  'templates-list': feature(() => import('../features/templates/templates-list')),
  'template-editor': feature(() => import('../features/templates/template-editor')),
  'examples-gallery': feature(() => import('../features/examples/examples-gallery')),
  'template-checklists': feature(() => import('../features/checklists/checklists-list')),
  'checklists-list': feature(() => import('../features/checklists/checklists-list')),
  'checklist-create': feature(() => import('../features/checklists/checklist-create')),
  'checklist-view': feature(() => import('../features/checklists/checklist-view')),
  'checklist-auditlog': feature(() => import('../features/audit/audit-log')),
  'global-settings': feature(() => import('../features/settings/global-settings')),
  'checklist-onboarding': feature(() => import('../features/onboarding/onboarding')),
  'getting-started': feature(() => import('../features/onboarding/onboarding')),
  'templates-no-permission': feature(() => import('../features/templates/no-permission')),
  'user-settings': feature(() => import('../features/user-settings/user-settings')),
  'checklist-modals': () => import('../screens/checklist-modals'),
  'no-overview': () => import('../screens/no-overview'),
  'settings-not-loaded': () => import('../screens/settings-not-loaded'),
  info: () => import('../screens/info'),
  test: () => import('../screens/test-screen'),
};

const NotBuiltYet = lazy(() =>
  import('../screens/not-built-yet').then((m) => ({ default: m.NotBuiltYetRoute })),
);
const lazyScreens = new Map<ScreenId, ComponentType>();

function componentFor(id: ScreenId): ComponentType {
  const load = BUILT_SCREENS[id];
  if (!load || NOT_BUILT_YET.has(id)) return NotBuiltYet;
  let component = lazyScreens.get(id);
  if (!component) {
    component = lazy(load);
    lazyScreens.set(id, component);
  }
  return component;
}

const ScreenContext = createContext<{ screen: ScreenId | undefined; props: ScreenProps }>({
  screen: undefined,
  props: {},
});

/** The routed screen's id and the props its route gives it. */
export const useScreen = () => useContext(ScreenContext);

/** Loads a route's screen lazily and hands it its id and route props. */
export function ScreenElement({
  screen,
  props,
}: Omit<ScreenHandle, 'props'> & Pick<ScreenHandle, 'props'>) {
  const location = useLocation();
  const { t } = useTranslation();
  const Component = componentFor(screen);
  const value = { screen, props: props?.(new URLSearchParams(location.search)) ?? {} };
  return (
    <ScreenContext.Provider value={value}>
      <div
        data-screen={screen}
        data-props={JSON.stringify(value.props)}
        style={{ display: 'contents' }}
      >
        <LoadErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<Loading label={t('app.loading')} />}>
            <Component />
          </Suspense>
        </LoadErrorBoundary>
      </div>
    </ScreenContext.Provider>
  );
}
