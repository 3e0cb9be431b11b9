/**
 * npm run dev: the whole product locally. The client rebuilds on change, the server restarts
 * on change, the host simulator plays Jira and Confluence with both apps installed, and the
 * Firebase Auth emulator signs portal users in. The Forge apps (manifests and Custom UI
 * resources, dist/forge) are built once at start for the simulator's Forge site; they do not
 * rebuild on change (restart, or `npm run build`).
 */
import { buildClient } from './build-client';
import { buildForgeManifests } from './build-forge-manifests';
import { buildForgeResources } from './build-forge-resources';
import { appUrl, DEV_PROFILE, forgeSiteUrl, simulatorUrl, startStack, stopAll } from './lib/stack';

const profile = DEV_PROFILE;
buildForgeManifests();
await Promise.all([buildClient({ production: false, watch: true }), buildForgeResources()]);
try {
  await startStack(profile);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}

const jira = simulatorUrl(profile, 0);
const second = simulatorUrl(profile, 1);
const forge = forgeSiteUrl(profile) ?? '';
console.log(`
  Checklists is running.

  Jira issue (site "acme")          ${jira}/browse/SIM-1
  Confluence page (site "acme")     ${jira}/wiki/spaces/SIM/pages/10001
  Checklists in Confluence          ${jira}/wiki/plugins/servlet/ac/app.checklists.confluence/checklists-overview
  Global settings (admins)          ${jira}/wiki/plugins/servlet/ac/app.checklists.confluence/admin-settings
  Simulator home, users, modules    ${jira}/
  Second site ("globex")            ${second}/
  Forge apps (site "initech")       ${forge}/browse/SIM-1  (the Checklists button adds the panel)
                                    ${forge}/wiki/spaces/SIM/pages/10001
                                    ${forge}/forge/apps/jira/checklists-overview
  Web portal (sign in)              ${appUrl(profile)}/web
                                    invite someone from a template's editor in Confluence or
                                    Jira, then open the link it shows in a private window
  Auth emulator (portal accounts)   http://127.0.0.1:${profile.authPort}/
  App descriptors                   ${appUrl(profile)}/atlassian-connect.json
                                    ${appUrl(profile)}/jira/atlassian-connect.json

  Switch user with ?as=alice|bob|dieter|clara on any simulator page. Ctrl+C stops everything.
`);
