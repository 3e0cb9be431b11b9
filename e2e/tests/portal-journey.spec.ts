/**
 * The portal, end to end against the Firebase Auth emulator: a template's owner invites an
 * address in Confluence; the invited person opens the link, sees who was invited to what,
 * registers with that address, lands in the portal, edits the template and ticks a checklist
 * made from it; the used link then says so; a different address lands on the no-tenant screen
 * and "Try again" signs out. Once in English, once in German.
 */
import { expect, test } from '@playwright/test';
import { APP, openAs } from './support/app-frame';
import { inviteFromConfluence, signUp, uniqueEmail, type InviteLabels } from './support/portal';

interface PortalLabels extends InviteLabels {
  welcome: string;
  register: string;
  noInvitation: string;
  used: string;
  oops: string;
  notInvited: string;
  askManager: string;
  tryAgain: string;
  checking: string;
  createChecklist: string;
  showChecked: string;
  createTemplate: string;
}

interface Journey {
  locale: string;
  inviter: string;
  example: string;
  title: string;
  labels: PortalLabels;
}

const JOURNEYS: Journey[] = [
  {
    locale: 'en-US',
    inviter: 'bob',
    example: 'Software release',
    title: 'Portal release',
    labels: {
      browse: 'Browse examples',
      use: 'Use the template',
      title: 'Title',
      saveTemplate: 'Save template',
      edit: 'Edit',
      welcome: 'Welcome to the Checklists portal!',
      register: 'Please register to start editing:',
      noInvitation:
        "Let's start to make your business processes more reliable, transparent and collaborative.",
      used: 'This invitation code has already been used. Please log in to use the checklist portal.',
      oops: 'Oops, something went wrong',
      notInvited:
        'Looks like you tried to register with an email address that has not been invited.',
      askManager: 'Please ask your checklist manager to send you an invitation.',
      tryAgain: 'Try again',
      checking: 'Checking login state',
      createChecklist: 'Create checklist',
      showChecked: 'Show checked items',
      createTemplate: 'Create template',
    },
  },
  {
    locale: 'de-DE',
    inviter: 'dieter',
    example: 'Software-Release',
    title: 'Portal-Release',
    labels: {
      browse: 'Beispiele ansehen',
      use: 'Die Vorlage',
      title: 'Titel',
      saveTemplate: 'Vorlage speichern',
      edit: 'Bearbeiten',
      welcome: 'Willkommen im Checklists-Portal!',
      register: 'Bitte registrieren Sie sich, um mit dem Bearbeiten zu beginnen:',
      noInvitation:
        'Machen wir Ihre Geschäftsprozesse zuverlässiger, transparenter und kollaborativer.',
      used: 'Dieser Einladungscode wurde bereits verwendet. Bitte melden Sie sich an, um das Checklisten-Portal zu nutzen.',
      oops: 'Hoppla, da ist etwas schiefgelaufen',
      notInvited:
        'Anscheinend haben Sie versucht, sich mit einer E-Mail-Adresse zu registrieren, die nicht eingeladen wurde.',
      askManager:
        'Bitte bitten Sie Ihre Checklisten-Verantwortlichen, Ihnen eine Einladung zu senden.',
      tryAgain: 'Erneut versuchen',
      checking: 'Anmeldestatus wird geprüft',
      createChecklist: 'Checkliste erstellen',
      showChecked: 'Erledigte Punkte anzeigen',
      createTemplate: 'Vorlage erstellen',
    },
  },
];

for (const j of JOURNEYS) {
  test(`portal journey (${j.locale})`, async ({ browser }) => {
    test.setTimeout(150_000);
    const L = j.labels;
    const title = `${j.title} ${Date.now().toString(36)}`;
    const email = uniqueEmail('invitee');

    // 1. The template's owner invites an address from the template editor in Confluence.
    const link = await inviteFromConfluence(
      browser,
      j.locale,
      j.inviter,
      j.example,
      title,
      email,
      L,
    );
    expect(link.startsWith(`${APP}/web?inviteCode=`)).toBe(true);

    // 2. The invited person opens the link: who was invited to what.
    const invitee = await openAs(browser, j.locale, link);
    await expect(invitee.getByText(L.welcome)).toBeVisible();
    await expect(invitee.getByTestId('portal-invited')).toContainText(email);
    await expect(invitee.getByTestId('portal-invited')).toContainText(title);
    await expect(invitee.getByText(L.register)).toBeVisible();
    await invitee.screenshot({ path: `test-results/screens/portal-login-${j.locale}.png` });

    // 3. They register with that address and land in the portal.
    await signUp(invitee, email, 'Ingrid Invitee', { invited: true });
    await expect(invitee.getByTestId('sign-in-success')).toBeVisible();
    await expect(invitee.getByTestId('portal-header')).toBeVisible({ timeout: 15_000 });
    await expect(invitee).toHaveURL(/\/web\/checklist-overview\/templates$/);
    await expect(invitee.getByTestId('portal-user-name')).toHaveText('Ingrid Invitee');
    const rows = invitee.getByTestId('template-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(title);
    // Portal users make no templates of their own.
    await expect(invitee.getByRole('button', { name: L.createTemplate })).toHaveCount(0);

    // 4. They edit the invited template…
    await rows.first().getByRole('button', { name: L.edit, exact: true }).click();
    await invitee.getByTestId('template-editor').waitFor();
    await invitee.getByLabel(L.title, { exact: true }).fill(`${title} (edited)`);
    await invitee.getByRole('button', { name: L.saveTemplate }).click();
    const edited = invitee.getByTestId('template-row').filter({ hasText: `${title} (edited)` });
    await expect(edited).toBeVisible();

    // 5. …and tick a checklist made from it.
    await edited.getByRole('button', { name: L.createChecklist }).click();
    await invitee
      .getByTestId('checklist-create')
      .getByRole('button', { name: L.createChecklist })
      .click();
    await invitee.getByTestId('checklist-view').waitFor();
    await invitee.getByLabel(L.showChecked).check();
    const box = invitee.getByTestId('checklist-item').first().getByRole('checkbox');
    await box.click();
    await expect(box).toBeChecked();
    await invitee.reload();
    await expect(invitee.getByTestId('checklist-item').first().getByRole('checkbox')).toBeChecked({
      timeout: 15_000,
    });
    await invitee.screenshot({ path: `test-results/screens/portal-checklist-${j.locale}.png` });

    // Logout from the header's menu: back to the login screen.
    await invitee.getByTestId('portal-user').click();
    await invitee.getByTestId('portal-logout').click();
    await expect(invitee.getByTestId('sign-in-form')).toBeVisible();
    await invitee.context().close();

    // 6. The used link says so.
    const again = await openAs(browser, j.locale, link);
    await expect(again.getByTestId('portal-invitation-used')).toHaveText(L.used);
    await again.context().close();

    // 7. A different address, without an invitation: the no-tenant screen; Try again signs out.
    const stranger = await openAs(browser, j.locale, `${APP}/web`);
    await expect(stranger.getByText(L.noInvitation)).toBeVisible();
    await signUp(stranger, uniqueEmail('stranger'), 'Sam Stranger');
    const noTenant = stranger.getByTestId('portal-no-tenant');
    await expect(noTenant).toBeVisible({ timeout: 15_000 });
    await expect(noTenant.getByText(L.oops)).toBeVisible();
    await expect(noTenant.getByText(L.notInvited)).toBeVisible();
    await expect(noTenant.getByText(L.askManager)).toBeVisible();
    await stranger.screenshot({ path: `test-results/screens/portal-no-tenant-${j.locale}.png` });
    await noTenant.getByRole('button', { name: L.tryAgain }).click();
    await expect(stranger.getByTestId('sign-in-form')).toBeVisible();
    await stranger.reload();
    await expect(stranger.getByTestId('sign-in-form')).toBeVisible();
    await expect(stranger.getByTestId('portal-no-tenant')).toHaveCount(0);
    await stranger.context().close();
  });
}
