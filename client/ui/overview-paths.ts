import { useLocation } from 'react-router-dom';

/** The overview's base path (`/web/checklist-overview` or `/confluence/pages/checklist-overview`). */
export function useOverviewBase(): string {
  const { pathname } = useLocation();
  const index = pathname.indexOf('/checklist-overview');
  return index < 0
    ? '/web/checklist-overview'
    : pathname.slice(0, index + '/checklist-overview'.length);
}
