import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NOT_BUILT_YET, SCREENS, type ScreenId } from './screens';
import type { RoutedScreenProps, ScreenProps } from '../routing/screen-props';
import { Loading } from '../ui/loading';
import { LoadErrorBoundary } from '../shells/load-error-boundary';

export interface ScreenHandle {
  screen: ScreenId;
  props?: (search: URLSearchParams) => ScreenProps;
}

const NotBuiltYet = lazy(() =>
  import('../screens/not-built-yet').then((m) => ({ default: m.NotBuiltYetRoute })),
);
const lazyScreens = new Map<ScreenId, ComponentType<RoutedScreenProps>>();

function componentFor(id: ScreenId): ComponentType<RoutedScreenProps> {
  const load = SCREENS[id];
  if (load === NOT_BUILT_YET) return NotBuiltYet;
  let component = lazyScreens.get(id);
  if (!component) {
    component = lazy(load);
    lazyScreens.set(id, component);
  }
  return component;
}

/**
 * Loads a route's screen lazily and hands it its id and route props (as React props: a
 * context would need a module shared by the entry and the screens, a chunk of its own). A
 * screen whose code fails to load shows "could not be loaded" with a Reload button instead
 * of a blank frame.
 */
export function ScreenElement({ screen, props }: ScreenHandle) {
  const location = useLocation();
  const { t } = useTranslation();
  const Component = componentFor(screen);
  const routeProps = props?.(new URLSearchParams(location.search)) ?? {};
  return (
    <div
      data-screen={screen}
      data-props={JSON.stringify(routeProps)}
      style={{ display: 'contents' }}
    >
      <LoadErrorBoundary resetKey={location.pathname}>
        <Suspense fallback={<Loading label={t('app.loading')} />}>
          <Component screen={screen} props={routeProps} />
        </Suspense>
      </LoadErrorBoundary>
    </div>
  );
}
