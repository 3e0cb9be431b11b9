import { lazy, Suspense } from 'react';
import { LoadErrorBoundary } from './load-error-boundary';

const OverviewLayout = lazy(() => import('./overview-layout'));

/** The overview frame loads with the overview, not with the entry every macro loads. */
export function LazyOverviewLayout() {
  return (
    <LoadErrorBoundary>
      <Suspense fallback={null}>
        <OverviewLayout />
      </Suspense>
    </LoadErrorBoundary>
  );
}
