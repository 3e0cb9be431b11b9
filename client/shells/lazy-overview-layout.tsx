import { lazy, Suspense } from 'react';

const OverviewLayout = lazy(() => import('./overview-layout'));

/** The overview frame loads with the overview, not with the entry every macro loads. */
export function LazyOverviewLayout() {
  return (
    <Suspense fallback={null}>
      <OverviewLayout />
    </Suspense>
  );
}
