/**
 * Working in the issue panel without opening anything (issue 21), shared by the Connect and
 * the Forge journeys: a blank checklist offers its first item; five items come in by typing
 * (Enter keeps the cursor in the line) and by pasting a list (markers and `[x]` understood);
 * one is skipped with a reason and one marked not applicable from the item's menu, on a site
 * whose custom statuses are off; the items' markdown is rendered, links open in a new tab.
 */
import { expect, type FrameLocator, type Locator } from '@playwright/test';

export const PANEL_WORK = [
  {
    locale: 'en-US',
    L: {
      blankTitle: 'Or a blank checklist, titled',
      addChecklist: 'Add checklist',
      empty: 'No items yet. Type the first one below, or paste a list.',
      addItem: 'Add item',
      more: (text: string) => `More actions for “${text}”`,
      skipItem: 'Skip…',
      reasonFor: (text: string) => `Why is “${text}” skipped?`,
      skip: 'Skip',
      notApplicable: 'Not applicable',
      reason: 'Reason: No staging server',
    },
  },
  {
    locale: 'de-DE',
    L: {
      blankTitle: 'Oder eine leere Checkliste mit dem Titel',
      addChecklist: 'Checkliste hinzufügen',
      empty: 'Noch keine Punkte. Geben Sie unten den ersten ein oder fügen Sie eine Liste ein.',
      addItem: 'Punkt hinzufügen',
      more: (text: string) => `Weitere Aktionen für „${text}“`,
      skipItem: 'Überspringen …',
      reasonFor: (text: string) => `Warum wird „${text}“ übersprungen?`,
      skip: 'Überspringen',
      notApplicable: 'Nicht zutreffend',
      reason: 'Grund: No staging server',
    },
  },
];

type Labels = (typeof PANEL_WORK)[number]['L'];

/** Pastes `text` into `field` as the browser does (a paste event carrying the text). */
export async function paste(field: Locator, text: string): Promise<void> {
  await field.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/**
 * The journey in an issue panel without checklists. `click` clicks in the frame once it is
 * steady (the hosts' frames resize as the panel grows).
 */
export async function workInPanel(
  panel: FrameLocator,
  L: Labels,
  title: string,
  click: (target: Locator) => Promise<void>,
): Promise<void> {
  // A blank checklist, which offers its first item.
  await panel.getByRole('textbox', { name: L.blankTitle }).fill(title);
  await click(panel.getByRole('button', { name: L.addChecklist }));
  const card = panel.getByTestId('checklist-view').filter({ hasText: title });
  await expect(card.getByTestId('light-empty')).toHaveText(L.empty);
  // No status control: this site's custom statuses are off.
  await expect(card.getByRole('combobox')).toHaveCount(0);

  // Two typed, each with Enter; the cursor stays in the line.
  const line = card.getByRole('textbox', { name: L.addItem });
  await line.fill('Write the **release** notes');
  await line.press('Enter');
  await expect(line).toHaveValue('');
  await expect(line).toBeFocused();
  await line.pressSequentially('Read [the runbook](https://example.com/runbook)');
  await line.press('Enter');
  await expect(card.getByRole('checkbox', { name: 'Read the runbook' })).toBeVisible();
  await expect(line).toBeFocused();

  // Three pasted at once, list markers and [x] understood.
  await paste(line, '- [ ] Tag the build\n- [x] Run the tests\n3. Deploy to staging\n');
  const items = card.getByTestId('light-item');
  await expect(items).toHaveCount(5);
  await expect(items.nth(2)).toHaveAttribute('data-text', 'Tag the build');
  await expect(card.getByRole('checkbox', { name: 'Run the tests' })).toBeChecked();
  await expect(card.getByRole('checkbox', { name: 'Deploy to staging' })).not.toBeChecked();

  // Markdown rendered as the full card renders it; its link opens in a new tab.
  await expect(items.first().locator('strong')).toHaveText('release');
  const link = card.getByRole('link', { name: 'the runbook' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);

  // Clicking an item's text ticks it.
  await card.getByText('Write the').click();
  await expect(card.getByRole('checkbox', { name: 'Write the release notes' })).toBeChecked();

  // Skip one with a reason, mark one not applicable, from the item's menu.
  await click(card.getByRole('button', { name: L.more('Tag the build') }));
  await click(card.getByRole('button', { name: L.skipItem }));
  await card.getByRole('textbox', { name: L.reasonFor('Tag the build') }).fill('No staging server');
  await card.getByRole('textbox', { name: L.reasonFor('Tag the build') }).press('Enter');
  await expect(items.nth(2)).toHaveAttribute('data-status', 'skipped');
  await expect(items.nth(2).getByTestId('light-reason')).toHaveText(L.reason);
  await click(card.getByRole('button', { name: L.more('Deploy to staging') }));
  await click(card.getByRole('button', { name: L.notApplicable }));
  await expect(items.nth(4)).toHaveAttribute('data-status', 'not_applicable');
  await expect(items.nth(4).getByTestId('light-status')).toHaveText(L.notApplicable);
  // Done, done, skipped, open, not applicable: 4 of 5 count.
  await expect(card).toContainText('4/5');
}
