/**
 * The portal's routes (`/web`, and `/usersettings` outside a host) pass through its login page
 * (client/features/portal/portal-gate.tsx), loaded on its own with Firebase. Inside Jira or
 * Confluence the host has signed the user in already: the routed screen shows as it is.
 */
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { hostStatusAtom } from '../state/host-status';
import { LoadErrorBoundary } from '../shells/load-error-boundary';
import { loadFeatureStrings } from '../lib/i18n';

// Its strings (with the sign-in form's) load with it.
const PortalGate = lazy(() =>
  Promise.all([import('../features/portal/portal-gate'), loadFeatureStrings()]).then(
    ([module]) => module,
  ),
);

export function PortalRoute() {
  const status = useAtomValue(hostStatusAtom);
  if (status.kind !== 'absent') return <Outlet />;
  return (
    <LoadErrorBoundary>
      <Suspense fallback={null}>
        <PortalGate>
          <Outlet />
        </PortalGate>
      </Suspense>
    </LoadErrorBoundary>
  );
}
