/**
 * The workflow editor `/secure/admin/workflows` as both kinds of site show it (the Connect
 * sites' jira-workflow-page.ts, the Forge site's ../forge/forge-workflow-page.ts): each
 * transition with its rules (each with the app's view page) and "Add <rule>" links, and the
 * form that adds or edits a rule around the app's create or edit page. What a rule page's frame
 * is, the caller makes; site admins only. Test ids: `sim-rule-form`, `sim-rule-add`,
 * `sim-rule-update`, `sim-transition-rules-<id>`, `sim-add-<transition>-<module>`,
 * `sim-rule-<ruleId>`, `sim-no-permission`.
 */
import type { RequestHandler } from 'express';
import type { SimUser } from '../lib/directory';
import { esc } from './html';
import { signedInUser } from './rest-auth';
import { TRANSITIONS, WORKFLOW, type JiraData, type WorkflowRule } from './jira-data';

export type RuleKind = WorkflowRule['kind'];
/** The app's page for a rule: `view` beside the rule, `create` / `edit` in the form. */
export type RulePage = 'view' | 'create' | 'edit';

/** A rule module of the app (a post function or a validator). */
export interface RuleModule {
  kind: RuleKind;
  key: string;
  name: string;
}

/** The editor's query: `?transition=<id>&add=<module>` adds a rule, `?edit=<rule>` edits one. */
export interface WorkflowQuery {
  transition: string;
  add: string;
  edit: string;
}

/** The route of the editor's page, which `render` makes for the signed-in user. */
export const workflowEditorRoute =
  (render: (user: SimUser, query: WorkflowQuery) => string): RequestHandler =>
  (req, res) => {
    const user = signedInUser(req, res);
    res.type('html').send(
      render(user, {
        transition: String(req.query.transition ?? ''),
        add: String(req.query.add ?? ''),
        edit: String(req.query.edit ?? ''),
      }),
    );
  };

export const NO_PERMISSION = `<p class="sim-missing" data-testid="sim-no-permission">You don't have permission to view this page.</p>`;

export interface WorkflowEditor<F extends { containerId: string }> {
  jira: JiraData;
  user: SimUser;
  query: WorkflowQuery;
  modules: RuleModule[];
  /** The frame of a rule module's page (undefined: none), which the page then creates. */
  frame(kind: RuleKind, moduleKey: string, which: RulePage, rule?: WorkflowRule): F | undefined;
  /** The form's frame: attributes its element carries besides its id, and Add/Update's. */
  form: {
    frameAttributes: string;
    /** An error line (`sim-rule-error`) above the buttons. */
    errorLine: boolean;
    saveAttributes(frame: F | undefined): string;
  };
}

/** The editor's page body: the form (when adding or editing), then every transition's rules. */
export function workflowEditorBody<F extends { containerId: string }>(
  editor: WorkflowEditor<F>,
): string {
  const { jira, user, query, modules } = editor;
  const formOf = (title: string, frame: F | undefined, button: string) =>
    `<div class="sim-section sim-module" data-testid="sim-rule-form"><h2>${esc(title)}</h2>${frame ? `<div id="${frame.containerId}"${editor.form.frameAttributes}></div>` : ''}
${editor.form.errorLine ? '<div class="sim-transition-error" data-testid="sim-rule-error" role="alert" hidden></div>\n' : ''}${button}
<a class="aui-button aui-button-link" href="/secure/admin/workflows">Cancel</a></div>`;
  let form = '';
  const adding = modules.find((m) => m.key === query.add);
  const editing = jira.rules.find((r) => r.id === query.edit);
  if (adding && TRANSITIONS.some((t) => t.id === query.transition)) {
    const frame = editor.frame(adding.kind, adding.key, 'create');
    form = formOf(
      `Add parameters: ${adding.name}`,
      frame,
      `<button class="aui-button aui-button-primary" data-testid="sim-rule-add" data-sim-rule-save ${editor.form.saveAttributes(frame)} data-transition="${esc(query.transition)}" data-kind="${adding.kind}" data-module="${esc(adding.key)}">Add</button>`,
    );
  } else if (editing) {
    const frame = editor.frame(editing.kind, editing.moduleKey, 'edit', editing);
    form = formOf(
      'Edit parameters',
      frame,
      `<button class="aui-button aui-button-primary" data-testid="sim-rule-update" data-sim-rule-save ${editor.form.saveAttributes(frame)} data-rule="${esc(editing.id)}">Update</button>`,
    );
  }

  const transitions = TRANSITIONS.map((t) => {
    const rules = jira.rules
      .filter((r) => r.transitionId === t.id)
      .map((r) => {
        const frame = editor.frame(r.kind, r.moduleKey, 'view', r);
        const name = modules.find((m) => m.key === r.moduleKey)?.name ?? r.moduleKey;
        return `<li data-testid="sim-rule-${esc(r.id)}"><strong>${esc(name)}</strong> (${r.kind === 'validator' ? 'validator' : 'post function'}) <a href="?edit=${esc(r.id)}">Edit</a> <button class="aui-button aui-button-link" data-sim-rule-delete="${esc(r.id)}">Delete</button>${frame ? `<div id="${frame.containerId}"></div>` : ''}</li>`;
      })
      .join('');
    const adds = modules
      .map(
        (m) =>
          `<a class="aui-button" href="?transition=${t.id}&add=${esc(m.key)}" data-testid="sim-add-${t.id}-${esc(m.key)}">Add ${esc(m.name)}</a>`,
      )
      .join(' ');
    return `<div class="sim-section" data-testid="sim-transition-rules-${t.id}"><h2>${esc(t.name)} <span class="sim-note">${esc(t.from.join(', '))} → ${esc(t.to)}</span></h2><ul class="sim-list">${rules || '<li class="sim-note">No rules.</li>'}</ul>${user.admin ? adds : ''}</div>`;
  }).join('');

  return user.admin
    ? `<div class="sim-crumbs">Jira settings / Issues / Workflows</div><h1>${esc(WORKFLOW.name)}</h1>${form}${transitions}`
    : NO_PERMISSION;
}
