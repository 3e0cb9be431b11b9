/**
 * The Jira issue panel's own entry (docs/PERFORMANCE.md, "What the two Jira panel budgets
 * need"): no router, no Atlaskit, no app shell before the checklists show; just the host
 * bridge, the strings and the light panel (start-light-entry.tsx). Everything heavier (every
 * item action, adding a checklist) loads when first used. Also the Forge `issue-panel`
 * resource's entry (the issue panel and the issue context).
 */
import { startLightEntry } from './start-light-entry';
import {
  LightIssuePanel,
  prefetchIssuePanel,
} from '../features/checklists/light/light-issue-panel';

/** Read when the view starts: under Forge the host start puts the issue into the URL. */
const issueId = () => new URLSearchParams(window.location.search).get('issueId') ?? '';

void startLightEntry({
  prefetch: () => prefetchIssuePanel(issueId()),
  render: () => <LightIssuePanel issueId={issueId()} />,
});
