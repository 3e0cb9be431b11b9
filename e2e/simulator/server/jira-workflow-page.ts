/**
 * The workflow editor's part Checklists needs: each transition with its post functions and
 * validators. Adding or editing a rule shows the app's create or edit page in Jira's "Add
 * parameters" form; its Add/Update button asks the frame for its configuration
 * (AP.jira.WorkflowConfiguration, browser/jira-host.ts) and stores what it answers. Each rule
 * shows the app's view page with `{postFunction.config}` / `{validator.config}` filled in.
 */
import type { SimUser } from '../lib/directory';
import type { SimContext, SiteRuntime } from './context';
import { esc } from './html';
import { dialogModules, frameFor } from './frames';
import { renderPage, type FrameSpec } from './pages';
import { TRANSITIONS, type WorkflowRule } from './jira-data';

type RuleKind = WorkflowRule['kind'];
const DESCRIPTOR_LIST: Record<RuleKind, string> = {
  postFunction: 'jiraWorkflowPostFunctions',
  validator: 'jiraWorkflowValidators',
};
const VARIABLE: Record<RuleKind, string> = { postFunction: 'postFunction', validator: 'validator' };

export function workflowPage(
  sim: SimContext,
  site: SiteRuntime,
  user: SimUser,
  transitionId: string,
  add: string,
  edit: string,
): string {
  const jira = sim.state.jira(site.name);
  const modules = sim.descriptor('jira')?.modules ?? {};
  const ruleModules = (kind: RuleKind) =>
    ((modules[DESCRIPTOR_LIST[kind]] ?? []) as { key: string; name?: { value?: string } }[]).map(
      (m) => ({
        kind,
        key: m.key,
        name: m.name?.value ?? m.key,
      }),
    );
  const all = [...ruleModules('postFunction'), ...ruleModules('validator')];
  const frames: FrameSpec[] = [];
  const page = (
    kind: RuleKind,
    moduleKey: string,
    which: 'view' | 'create' | 'edit',
    rule?: WorkflowRule,
  ) => {
    const variable = VARIABLE[kind];
    const frame = frameFor(
      sim,
      site,
      'jira',
      `${moduleKey}:${which}`,
      rule ? { [`${variable}.id`]: rule.id, [`${variable}.config`]: rule.config } : {},
      user,
      { height: which === 'view' ? '60px' : '320px' },
    );
    if (frame) frames.push(frame);
    return frame;
  };

  let form = '';
  const adding = all.find((m) => m.key === add);
  const editing = jira.rules.find((r) => r.id === edit);
  if (adding && TRANSITIONS.some((t) => t.id === transitionId)) {
    const frame = page(adding.kind, adding.key, 'create');
    form = `<div class="sim-section sim-module" data-testid="sim-rule-form"><h2>Add parameters: ${esc(adding.name)}</h2>${frame ? `<div id="${frame.containerId}"></div>` : ''}
<button class="aui-button aui-button-primary" data-testid="sim-rule-add" data-sim-rule-save data-frame="${esc(frame?.moduleKey ?? '')}" data-transition="${esc(transitionId)}" data-kind="${adding.kind}" data-module="${esc(adding.key)}">Add</button>
<a class="aui-button aui-button-link" href="/secure/admin/workflows">Cancel</a></div>`;
  } else if (editing) {
    const frame = page(editing.kind, editing.moduleKey, 'edit', editing);
    form = `<div class="sim-section sim-module" data-testid="sim-rule-form"><h2>Edit parameters</h2>${frame ? `<div id="${frame.containerId}"></div>` : ''}
<button class="aui-button aui-button-primary" data-testid="sim-rule-update" data-sim-rule-save data-frame="${esc(frame?.moduleKey ?? '')}" data-rule="${esc(editing.id)}">Update</button>
<a class="aui-button aui-button-link" href="/secure/admin/workflows">Cancel</a></div>`;
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

  return renderPage({
    site,
    product: 'jira',
    user,
    title: 'Workflow',
    body: user.admin
      ? `<div class="sim-crumbs">Jira settings / Issues / Workflows</div><h1>Simulation workflow</h1>${form}${transitions}`
      : `<p class="sim-missing" data-testid="sim-no-permission">You don't have permission to view this page.</p>`,
    frames: user.admin ? frames : [],
    dialogModules: dialogModules(sim.descriptor('jira')),
    location: { target: 'site', context: {} },
  });
}
