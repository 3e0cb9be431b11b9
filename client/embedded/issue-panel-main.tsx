/**
 * The Jira issue panel's own entry (docs/PERFORMANCE.md, "What the two Jira panel budgets
 * need"): no router, no Atlaskit, no app shell before the checklists show; just the host
 * bridge, the strings and the light panel (start-light-entry.tsx). Everything heavier (every
 * item action, adding a checklist) loads when first used.
 */
import { startLightEntry } from './start-light-entry';
import {
  LightIssuePanel,
  prefetchIssuePanel,
} from '../features/checklists/light/light-issue-panel';

const issueId = new URLSearchParams(window.location.search).get('issueId') ?? '';

void startLightEntry({
  prefetch: () => prefetchIssuePanel(issueId),
  render: () => <LightIssuePanel issueId={issueId} />,
});
