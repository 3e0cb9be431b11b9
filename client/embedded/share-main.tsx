/**
 * A share link's page (`/s/:shareUid`, docs/SHARING.md): a light entry like the macro's, with
 * no router, no Atlaskit and no host before the checklist shows. The link in the address is
 * the page's credential; the browser's language decides (the site's default language, when
 * set, overrides it once the settings arrive).
 */
import { startLightEntry } from './start-light-entry';
import { setShareLink } from '../lib/credentials';
import { SharedChecklistPage } from '../features/checklists/share/shared-checklist-page';

const shareUid = /^\/s\/([^/]+)$/.exec(window.location.pathname)?.[1] ?? null;
setShareLink(shareUid);

void startLightEntry({
  prefetch: () => undefined,
  render: () => <SharedChecklistPage />,
});
