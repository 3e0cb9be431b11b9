/**
 * The workflow editor's part Checklists needs, on the Connect sites (workflow-editor.ts): each
 * transition with its post functions and validators. Adding or editing a rule shows the app's
 * create or edit page in Jira's "Add parameters" form; its Add/Update button asks the frame for
 * its configuration (AP.jira.WorkflowConfiguration, browser/jira-host.ts) and stores what it
 * answers. Each rule shows the app's view page with `{postFunction.config}` /
 * `{validator.config}` filled in.
 */
import type { SimUser } from '../lib/directory';
import type { SimContext, SiteRuntime } from './context';
import { esc } from './html';
import { dialogModules, frameFor } from './frames';
import { renderPage, type FrameSpec } from './pages';
import type { WorkflowRule } from './jira-data';
import {
  workflowEditorBody,
  type RuleKind,
  type RulePage,
  type WorkflowQuery,
} from './workflow-editor';

const DESCRIPTOR_LIST: Record<RuleKind, string> = {
  postFunction: 'jiraWorkflowPostFunctions',
  validator: 'jiraWorkflowValidators',
};
const VARIABLE: Record<RuleKind, string> = { postFunction: 'postFunction', validator: 'validator' };

export function workflowPage(
  sim: SimContext,
  site: SiteRuntime,
  user: SimUser,
  query: WorkflowQuery,
): string {
  const modules = sim.descriptor('jira')?.modules ?? {};
  const ruleModules = (kind: RuleKind) =>
    ((modules[DESCRIPTOR_LIST[kind]] ?? []) as { key: string; name?: { value?: string } }[]).map(
      (m) => ({
        kind,
        key: m.key,
        name: m.name?.value ?? m.key,
      }),
    );
  const frames: FrameSpec[] = [];
  const frame = (kind: RuleKind, moduleKey: string, which: RulePage, rule?: WorkflowRule) => {
    const variable = VARIABLE[kind];
    const spec = frameFor(
      sim,
      site,
      'jira',
      `${moduleKey}:${which}`,
      rule ? { [`${variable}.id`]: rule.id, [`${variable}.config`]: rule.config } : {},
      user,
      { height: which === 'view' ? '60px' : '320px' },
    );
    if (spec) frames.push(spec);
    return spec;
  };
  const body = workflowEditorBody({
    jira: sim.state.jira(site.name),
    user,
    query,
    modules: [...ruleModules('postFunction'), ...ruleModules('validator')],
    frame,
    form: {
      frameAttributes: '',
      errorLine: false,
      // Add/Update broadcast `jira_workflow_save` to the frame of this module key.
      saveAttributes: (spec) => `data-frame="${esc(spec?.moduleKey ?? '')}"`,
    },
  });
  return renderPage({
    site,
    product: 'jira',
    user,
    title: 'Workflow',
    body,
    frames: user.admin ? frames : [],
    dialogModules: dialogModules(sim.descriptor('jira')),
    location: { target: 'site', context: {} },
  });
}
