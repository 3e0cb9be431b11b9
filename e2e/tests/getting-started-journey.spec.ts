/**
 * A new person's first steps, end to end: "Getting started" ticks itself off as she copies an
 * example, assigns one of its items, makes a checklist from it and edits that checklist; she
 * chooses the template's editors.
 */
import { expect, test } from '@playwright/test';
import { appFrame, page, tap, openAs } from './support/app-frame';

test('getting started ticks itself off, a checklist is edited, editors are chosen', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Triage ${Date.now()}`;
  // Clara has not added a template yet (the other journeys are Alice's and Dieter's).
  const worker = await openAs(browser, 'en-US', page('checklists-overview', 'clara'));
  const app = appFrame(worker);
  const addTemplateStep = app.locator('[data-testid="onboarding-step"]').first();
  await tap(worker, app.getByRole('link', { name: 'Getting started' }));
  await expect(addTemplateStep).toHaveAttribute('data-done', 'false');

  // Copy an example: the "add a template" step is done when she comes back.
  await tap(worker, app.getByRole('link', { name: 'Examples' }));
  await tap(worker, app.getByRole('button', { name: 'Use the template “Bug triage”' }));
  await app.getByTestId('template-editor').waitFor();
  await app.getByLabel('Title', { exact: true }).fill(title);
  // Item 2 goes to Bob in every checklist made from the template.
  await tap(worker, app.getByRole('button', { name: 'Assignee of item 2: Unassigned' }));
  await app.getByRole('textbox', { name: 'Assignee of item 2' }).fill('Bob');
  await tap(worker, app.getByRole('option').getByRole('button', { name: 'Bob Member' }));
  await expect(app.getByRole('button', { name: 'Assignee of item 2: Bob Member' })).toBeVisible();
  await worker.screenshot({ path: 'test-results/screens/template-editor.png', fullPage: true });
  await tap(worker, app.getByRole('button', { name: 'Save template' }));
  await tap(worker, app.getByRole('link', { name: 'Getting started' }));
  await app.getByTestId('onboarding').waitFor();
  await expect(addTemplateStep).toHaveAttribute('data-done', 'true');
  await expect(addTemplateStep).toContainText('Add a template');

  // Create a checklist, then edit it: rename, add an item, change its text.
  await tap(worker, app.getByRole('link', { name: 'Templates' }));
  const row = app.getByTestId('template-row').filter({ hasText: title });
  await tap(worker, row.getByRole('button', { name: 'Create checklist' }));
  await tap(
    worker,
    app.getByTestId('checklist-create').getByRole('button', { name: 'Create checklist' }),
  );
  await app.getByTestId('checklist-view').waitFor();
  await expect(app.getByTestId('item-assignee')).toHaveText('Assigned to Bob Member');
  await tap(worker, app.getByRole('button', { name: 'Edit checklist' }));
  const editing = app.getByTestId('checklist-editing');
  await editing.getByLabel('Title').fill(`${title} (renamed)`);
  await editing.getByRole('textbox', { name: 'Assignee' }).fill('Bob');
  await tap(worker, editing.getByRole('option').getByRole('button', { name: 'Bob Member' }));
  await tap(worker, editing.getByRole('button', { name: 'Save' }));
  await expect(app.getByRole('heading', { name: `${title} (renamed)` })).toBeVisible();
  await expect(app.getByTestId('checklist-assignee')).toContainText('Assigned to Bob Member');
  await worker.screenshot({ path: 'test-results/screens/checklist-editing.png', fullPage: true });
  await editing.getByLabel('New item').fill('Tell the customers');
  await tap(worker, editing.getByRole('button', { name: 'Add item' }));
  await expect(
    app.locator('[data-testid="checklist-item"][data-text="Tell the customers"]'),
  ).toBeVisible();
  await tap(worker, editing.getByRole('button', { name: 'Edit “Tell the customers”' }));
  await app.getByRole('dialog').getByRole('textbox').fill('Tell every customer');
  await tap(worker, app.getByRole('dialog').getByRole('button', { name: 'Save' }));
  await expect(
    app.locator('[data-testid="checklist-item"][data-text="Tell every customer"]'),
  ).toBeVisible();

  // The audit log says what changed, in words.
  await tap(worker, app.getByRole('button', { name: 'Audit log' }));
  await app.getByTestId('audit-log').waitFor();
  await expect(app.getByRole('columnheader', { name: 'Details' })).toBeVisible();
  const details = app.getByTestId('audit-details');
  await expect(details.filter({ hasText: 'Assigned to Bob Member' })).toHaveCount(1);
  await expect(
    details.filter({ hasText: '“Tell the customers” → “Tell every customer”' }),
  ).toHaveCount(1);
  await worker.screenshot({ path: 'test-results/screens/audit-log.png', fullPage: true });

  // The checklists list filters by place.
  await tap(worker, app.getByRole('link', { name: 'Checklists', exact: true }));
  await app.getByLabel('Filter by place').selectOption('jira_issue');
  await expect(app.getByText('No checklists match these filters.')).toBeVisible();
  await app.getByLabel('Filter by place').selectOption('standalone');
  await expect(app.getByTestId('checklist-row').filter({ hasText: title }).first()).toBeVisible();
  await app.getByRole('textbox', { name: 'Assigned to' }).fill('Bob');
  await tap(worker, app.getByRole('option').getByRole('button', { name: 'Bob Member' }));
  await expect(app.getByTestId('checklist-row').filter({ hasText: title })).toHaveCount(1);

  // Bob is neither owner nor editor: he may use the template but not edit it…
  const bob = await openAs(browser, 'en-US', page('checklists-overview', 'bob'));
  const bobRow = appFrame(bob).getByTestId('template-row').filter({ hasText: title });
  await expect(bobRow.getByRole('button', { name: 'Create checklist' })).toBeVisible();
  await expect(bobRow.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  // …until Clara makes him an editor.
  await tap(worker, app.getByRole('link', { name: 'Templates' }));
  await tap(worker, row.getByRole('button', { name: 'Edit' }));
  await app.getByTestId('template-editor').waitFor();
  await app.getByRole('textbox', { name: /Editors/ }).fill('Bob');
  await tap(worker, app.getByRole('option').getByRole('button', { name: 'Bob Member' }));
  await tap(worker, app.getByRole('button', { name: 'Save template' }));
  await app.getByTestId('templates-list').waitFor();
  await bob.reload();
  await expect(
    appFrame(bob)
      .getByTestId('template-row')
      .filter({ hasText: title })
      .getByRole('button', { name: 'Edit' }),
  ).toBeVisible();
  await worker.context().close();
  await bob.context().close();
});
