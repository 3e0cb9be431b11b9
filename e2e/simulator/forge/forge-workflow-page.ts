/**
 * The workflow editor on the Forge site (../server/workflow-editor.ts): each transition with
 * the Forge app's post functions (`jira:workflowPostFunction`) and validators
 * (`jira:workflowValidator`). Adding or editing a rule shows the module's `create` or `edit`
 * resource (`extension.entryPoint`); Add/Update calls the frame's `workflowRules.onConfigure`
 * callback and stores the string it resolves with (an undefined answer or an error keeps the
 * form open, as Jira does; the error shows in `sim-rule-error`). Each rule shows its `view`
 * resource. Test ids as on the Connect sites.
 */
import type { SimUser } from '../lib/directory';
import type { SiteRuntime } from '../server/context';
import { esc } from '../server/html';
import { TRANSITIONS, WORKFLOW, type WorkflowRule } from '../server/jira-data';
import {
  workflowEditorBody,
  type RuleKind,
  type RulePage,
  type WorkflowQuery,
} from '../server/workflow-editor';
import type { ForgeHost } from './forge-host';
import { manifestText } from './forge-apps';
import { forgeFrame } from './forge-frames';
import { renderForgePage } from './forge-page-layout';
import type { ForgeFrameSpec } from './browser/forge-types';

const MODULE_TYPE: Record<RuleKind, string> = {
  postFunction: 'jira:workflowPostFunction',
  validator: 'jira:workflowValidator',
};

export function forgeWorkflowPage(
  forge: ForgeHost,
  site: SiteRuntime,
  user: SimUser,
  query: WorkflowQuery,
): string {
  const app = forge.app('jira');
  const ruleModules = (kind: RuleKind) =>
    (app?.manifest.modules[MODULE_TYPE[kind]] ?? []).map((m) => ({
      kind,
      key: m.key,
      name: app ? manifestText(app, m.name, user.locale) : m.key,
      resources: { create: m.create?.resource, edit: m.edit?.resource, view: m.view?.resource },
    }));
  const all = [...ruleModules('postFunction'), ...ruleModules('validator')];
  const frames: ForgeFrameSpec[] = [];
  let counter = 0;
  const frame = (kind: RuleKind, moduleKey: string, which: RulePage, rule?: WorkflowRule) => {
    const resource = all.find((m) => m.key === moduleKey)?.resources[which];
    const transition = TRANSITIONS.find((t) => t.id === (rule?.transitionId ?? query.transition));
    const spec = resource
      ? forgeFrame(forge, 'jira', moduleKey, {
          containerId: `sim-forge-rule-${++counter}`,
          localId: `${moduleKey}/${rule?.id ?? 'new'}/${which}`,
          resource,
          height: which === 'view' ? '60px' : '320px',
          extension: {
            entryPoint: which,
            workflowId: String(WORKFLOW.id),
            workflowName: WORKFLOW.name,
            ...(transition
              ? { transitionContext: { id: transition.id, name: transition.name } }
              : {}),
            ...(kind === 'postFunction'
              ? { postFunctionId: rule?.id ?? '', postFunctionConfig: rule?.config ?? '' }
              : { validatorId: rule?.id ?? '', validatorConfig: rule?.config ?? '' }),
          },
        })
      : undefined;
    if (spec) frames.push(spec);
    return spec;
  };
  const body = workflowEditorBody({
    jira: forge.sim.state.jira(site.name),
    user,
    query,
    modules: all,
    frame,
    form: {
      frameAttributes: ' data-sim-rule-frame',
      errorLine: true,
      // Add/Update call the onConfigure of the frame with this local id.
      saveAttributes: (spec) => `data-local-id="${esc(spec?.localId ?? '')}"`,
    },
  });
  return renderForgePage({
    forge,
    site,
    user,
    title: 'Workflow',
    body,
    frames: user.admin ? frames : [],
    page: { kind: 'workflow', data: {} },
  });
}
