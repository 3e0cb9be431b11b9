/**
 * The workflow editor on the Forge site: each transition with the Forge app's post functions
 * (`jira:workflowPostFunction`) and validators (`jira:workflowValidator`). Adding or editing a
 * rule shows the module's `create` or `edit` resource (`extension.entryPoint`); Add/Update calls
 * the frame's `workflowRules.onConfigure` callback and stores the string it resolves with (an
 * undefined answer or an error keeps the form open, as Jira does). Each rule shows its `view`
 * resource. Test ids as on the Connect sites: `sim-rule-form`, `sim-rule-add`,
 * `sim-rule-update`, `sim-transition-rules-<id>`, `sim-rule-<ruleId>`, `sim-rule-error`.
 */
import type { SimUser } from '../lib/directory';
import type { SiteRuntime } from '../server/context';
import { esc } from '../server/html';
import { TRANSITIONS, WORKFLOW, type WorkflowRule } from '../server/jira-data';
import type { ForgeHost } from './forge-host';
import { manifestText } from './forge-apps';
import { forgeFrame } from './forge-frames';
import { renderForgePage } from './forge-page-layout';
import type { ForgeFrameSpec } from './browser/forge-types';

type RuleKind = WorkflowRule['kind'];
const MODULE_TYPE: Record<RuleKind, string> = {
  postFunction: 'jira:workflowPostFunction',
  validator: 'jira:workflowValidator',
};

export function forgeWorkflowPage(
  forge: ForgeHost,
  site: SiteRuntime,
  user: SimUser,
  transitionId: string,
  add: string,
  edit: string,
): string {
  const jira = forge.sim.state.jira(site.name);
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
  const page = (
    kind: RuleKind,
    moduleKey: string,
    which: 'view' | 'create' | 'edit',
    rule?: WorkflowRule,
  ) => {
    const resource = all.find((m) => m.key === moduleKey)?.resources[which];
    const transition = TRANSITIONS.find((t) => t.id === (rule?.transitionId ?? transitionId));
    const frame = resource
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
    if (frame) frames.push(frame);
    return frame;
  };

  let form = '';
  const adding = all.find((m) => m.key === add);
  const editing = jira.rules.find((r) => r.id === edit);
  const formOf = (title: string, frame: ForgeFrameSpec | undefined, button: string) =>
    `<div class="sim-section sim-module" data-testid="sim-rule-form"><h2>${esc(title)}</h2>${frame ? `<div id="${frame.containerId}" data-sim-rule-frame></div>` : ''}
<div class="sim-transition-error" data-testid="sim-rule-error" role="alert" hidden></div>
${button}
<a class="aui-button aui-button-link" href="/secure/admin/workflows">Cancel</a></div>`;
  if (adding && TRANSITIONS.some((t) => t.id === transitionId)) {
    const frame = page(adding.kind, adding.key, 'create');
    form = formOf(
      `Add parameters: ${adding.name}`,
      frame,
      `<button class="aui-button aui-button-primary" data-testid="sim-rule-add" data-sim-rule-save data-local-id="${esc(frame?.localId ?? '')}" data-transition="${esc(transitionId)}" data-kind="${adding.kind}" data-module="${esc(adding.key)}">Add</button>`,
    );
  } else if (editing) {
    const frame = page(editing.kind, editing.moduleKey, 'edit', editing);
    form = formOf(
      'Edit parameters',
      frame,
      `<button class="aui-button aui-button-primary" data-testid="sim-rule-update" data-sim-rule-save data-local-id="${esc(frame?.localId ?? '')}" data-rule="${esc(editing.id)}">Update</button>`,
    );
  }

  const transitions = TRANSITIONS.map((t) => {
    const rules = jira.rules
      .filter((r) => r.transitionId === t.id)
      .map((r) => {
        const frame = page(r.kind, r.moduleKey, 'view', r);
        const name = all.find((m) => m.key === r.moduleKey)?.name ?? r.moduleKey;
        return `<li data-testid="sim-rule-${esc(r.id)}"><strong>${esc(name)}</strong> (${r.kind === 'validator' ? 'validator' : 'post function'}) <a href="?edit=${esc(r.id)}">Edit</a> <button class="aui-button aui-button-link" data-sim-rule-delete="${esc(r.id)}">Delete</button>${frame ? `<div id="${frame.containerId}"></div>` : ''}</li>`;
      })
      .join('');
    const adds = all
      .map(
        (m) =>
          `<a class="aui-button" href="?transition=${t.id}&add=${esc(m.key)}" data-testid="sim-add-${t.id}-${esc(m.key)}">Add ${esc(m.name)}</a>`,
      )
      .join(' ');
    return `<div class="sim-section" data-testid="sim-transition-rules-${t.id}"><h2>${esc(t.name)} <span class="sim-note">${esc(t.from.join(', '))} → ${esc(t.to)}</span></h2><ul class="sim-list">${rules || '<li class="sim-note">No rules.</li>'}</ul>${user.admin ? adds : ''}</div>`;
  }).join('');

  return renderForgePage({
    forge,
    site,
    user,
    title: 'Workflow',
    body: user.admin
      ? `<div class="sim-crumbs">Jira settings / Issues / Workflows</div><h1>${esc(WORKFLOW.name)}</h1>${form}${transitions}`
      : `<p class="sim-missing" data-testid="sim-no-permission">You don't have permission to view this page.</p>`,
    frames: user.admin ? frames : [],
    page: { kind: 'workflow', data: {} },
  });
}
