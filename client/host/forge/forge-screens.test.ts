import { describe, expect, it } from 'vitest';
import { contextValue, hasRoutes, routeOf, screenKeyOf, screenUrlOf } from './forge-screens';
import type { ForgeContext } from './forge-bridge';

// A slice of dist/forge/<app>/module-screens.json (scripts/forge-screens.test.ts checks every key).
const SCREENS = {
  'checklists-issue-content':
    '/jira/view?issueKey={issue.key}&issueId={issue.id}&projectKey={project.key}&projectId={project.id}&issueTypeId={issuetype.id}',
  'checklists-admin-section/settings': '/jira/admin/settings',
  'checklists-admin-section/apikeys': '/jira/admin/apikeys',
  'checklists-admin-section': '/jira/admin/settings',
  'complete-checklists/create': '/jira/postCreateComplete',
  'complete-checklists/edit':
    '/jira/postEditComplete?id={postFunction.id}&config={postFunction.config}',
  'checklists-complete-validator/view':
    '/jira/validatorView?id={validator.id}&config={validator.config}',
  checklist:
    '/macro/view?pageId={page.id}&pageVersion={page.version}&spaceKey={space.key}&macroId={macro.id}&outputType={output.type}&checklistInstanceUid={checklistInstanceUid}&templateUid={templateUid}&title={title}',
  'checklist/config': '/macro/edit',
  'checklist-modals': '/jira/shared/checklist-modals',
};

const context = (moduleKey: string, extension: ForgeContext['extension'] = {}): ForgeContext => ({
  moduleKey,
  localId: 'macro-local-1',
  locale: 'en-US',
  extension,
});

describe('which screen a Forge module opens', () => {
  it('takes the module key, or a modal’s screen inside a Modal we opened', () => {
    expect(screenKeyOf(context('checklists-issue-content'), SCREENS)).toBe(
      'checklists-issue-content',
    );
    const modal = context('checklists-issue-content', { modal: { screen: 'checklist-modals' } });
    expect(screenKeyOf(modal, SCREENS)).toBe('checklist-modals');
    expect(screenKeyOf(context('x', { modal: { screen: 'nope' } }), SCREENS)).toBeNull();
  });

  it('opens a macro’s config and a workflow rule’s create, edit and view pages by entry point', () => {
    expect(screenKeyOf(context('checklist', { entryPoint: 'config' }), SCREENS)).toBe(
      'checklist/config',
    );
    expect(screenKeyOf(context('complete-checklists', { entryPoint: 'create' }), SCREENS)).toBe(
      'complete-checklists/create',
    );
  });

  it('opens an admin page’s page from the history’s route, its first page without one', () => {
    expect(hasRoutes(SCREENS, 'checklists-admin-section')).toBe(true);
    expect(hasRoutes(SCREENS, 'complete-checklists')).toBe(false);
    expect(hasRoutes(SCREENS, 'checklist')).toBe(false);
    expect(routeOf('/apikeys/x?y')).toBe('apikeys');
    const admin = context('checklists-admin-section');
    expect(screenUrlOf(admin, SCREENS, '/apikeys')).toBe('/jira/admin/apikeys');
    expect(screenUrlOf(admin, SCREENS, '/')).toBe('/jira/admin/settings');
    expect(screenUrlOf(admin, SCREENS, '/unknown')).toBe('/jira/admin/settings');
  });

  it('knows no screen for an unknown module', () => {
    expect(screenUrlOf(context('elsewhere'), SCREENS)).toBeNull();
  });
});

describe('the screen URL’s variables from the Forge context', () => {
  it('fills an issue’s and its project’s ids and keys', () => {
    const panel = context('checklists-issue-content', {
      type: 'jira:issuePanel',
      issue: { id: '10001', key: 'DEMO-1', typeId: '10002' },
      project: { id: 10000, key: 'DEMO' },
    });
    expect(screenUrlOf(panel, SCREENS)).toBe(
      '/jira/view?issueKey=DEMO-1&issueId=10001&projectKey=DEMO&projectId=10000&issueTypeId=10002',
    );
    expect(contextValue(context('x', { issueType: { id: '7' } }), 'issuetype.id')).toBe('7');
    expect(contextValue(context('x', { issue: { type: { id: '8' } } }), 'issuetype.id')).toBe('8');
  });

  it('fills a macro’s page, space, instance, output type and saved config', () => {
    const view = context('checklist', {
      type: 'macro',
      content: { id: '98305', version: 4 },
      space: { key: 'DS' },
      config: { checklistInstanceUid: 'ci-1', title: 'Go & live' },
    });
    expect(screenUrlOf(view, SCREENS)).toBe(
      '/macro/view?pageId=98305&pageVersion=4&spaceKey=DS&macroId=macro-local-1&outputType=display&checklistInstanceUid=ci-1&templateUid=&title=Go%20%26%20live',
    );
    const editing = context('checklist', { isEditing: true, config: '{"templateUid":"t-1"}' });
    expect(screenUrlOf(editing, SCREENS)).toContain('outputType=preview');
    expect(screenUrlOf(editing, SCREENS)).toContain('templateUid=t-1');
  });

  it('fills a workflow rule’s id and stored configuration', () => {
    const edit = context('complete-checklists', {
      entryPoint: 'edit',
      postFunctionId: 'pf-1',
      postFunctionConfig: '{"scope":"all"}',
    });
    expect(screenUrlOf(edit, SCREENS)).toBe(
      `/jira/postEditComplete?id=pf-1&config=${encodeURIComponent('{"scope":"all"}')}`,
    );
    const view = context('checklists-complete-validator', {
      entryPoint: 'view',
      validatorConfig: { mode: 'progress' },
    });
    expect(screenUrlOf(view, SCREENS)).toBe(
      `/jira/validatorView?id=&config=${encodeURIComponent('{"mode":"progress"}')}`,
    );
    const named = context('checklists-complete-validator', {
      entryPoint: 'view',
      configuration: '{"mode":"mandatory"}',
    });
    expect(screenUrlOf(named, SCREENS)).toContain(
      `config=${encodeURIComponent('{"mode":"mandatory"}')}`,
    );
  });

  it('leaves what the context does not have empty', () => {
    expect(screenUrlOf(context('checklists-issue-content'), SCREENS)).toBe(
      '/jira/view?issueKey=&issueId=&projectKey=&projectId=&issueTypeId=',
    );
    expect(contextValue(context('x'), 'unknown.var')).toBe('');
  });
});
