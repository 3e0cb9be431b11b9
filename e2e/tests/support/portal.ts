/** The portal's journeys: the Auth emulator, and a template with an invitation made in Confluence. */
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { FIREBASE_PROJECT, authEmulatorHost } from '../../../scripts/lib/auth-emulator';
import { testProfile } from '../../../scripts/lib/stack';
import { APP, appFrame, page, tap, openAs } from './app-frame';

export const EMULATOR = 'http://127.0.0.1:9099';

/** A unique address per run (the emulator keeps accounts while it runs). */
export const uniqueEmail = (name: string) =>
  `${name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

export interface InviteLabels {
  browse: string;
  use: string;
  title: string;
  saveTemplate: string;
  edit: string;
}

/**
 * In the Confluence pages area, `user` copies an example into a template titled `title`, opens
 * it again and invites `email`; returns the invitation link the panel shows.
 */
export async function inviteFromConfluence(
  browser: Browser,
  locale: string,
  user: string,
  example: string,
  title: string,
  email: string,
  L: InviteLabels,
): Promise<string> {
  const p = await openAs(browser, locale, page('checklists-overview', user));
  const app = appFrame(p);
  await tap(p, app.getByRole('button', { name: L.browse }));
  await tap(p, app.getByRole('button', { name: new RegExp(`${L.use}.*${example}`) }));
  await app.getByTestId('template-editor').waitFor();
  await app.getByLabel(L.title, { exact: true }).fill(title);
  await tap(p, app.getByRole('button', { name: L.saveTemplate }));
  const row = app.getByTestId('template-row').filter({ hasText: title });
  await tap(p, row.getByRole('button', { name: L.edit, exact: true }));
  const panel = app.getByTestId('invitations-panel');
  await panel.waitFor();
  await panel.getByTestId('invitation-email').fill(email);
  await tap(p, panel.getByTestId('invitation-invite'));
  const link = await panel.getByTestId('invitation-link').inputValue();
  expect(link).toContain('/web?inviteCode=');
  await expect(panel.getByTestId('invitation-row').filter({ hasText: email })).toBeVisible();
  await p.screenshot({ path: `test-results/screens/portal-invite-${locale}.png` });
  await p.context().close();
  return link;
}

/**
 * Signs up in the portal's form: email (prefilled or typed) → create an account. With a valid
 * invitation (`invited`) "Next" leads straight to the registration the invitation asks for;
 * without one to the password, where "Create account" leads to it.
 */
export async function signUp(
  p: Page,
  email: string,
  name: string,
  { password = 'secret123', invited = false } = {},
) {
  const form = p.getByTestId('sign-in-form');
  await form.getByTestId('sign-in-email').fill(email);
  await form.getByTestId('sign-in-submit').click();
  if (invited) await expect(form.getByTestId('sign-in-name')).toBeVisible();
  else await form.getByTestId('sign-in-create-account').click();
  await form.getByTestId('sign-in-name').fill(name);
  await form.getByTestId('sign-in-password').fill(password);
  await form.getByTestId('sign-in-submit').click();
}

/** The Auth emulator of this stack (E2E_PORT_BASE + 5999), where the app's form sends its requests. */
export const AUTH_EMULATOR = `http://${authEmulatorHost(testProfile('').authPort)}`;
const TOOLKIT = `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1`;
const EMULATOR_API = `${AUTH_EMULATOR}/emulator/v1/projects/${FIREBASE_PROJECT}`;

/** An account with a password, made as the form's sign-up makes one (accounts:signUp). */
export async function createAccount(request: APIRequestContext, email: string, password: string) {
  const response = await request.post(`${TOOLKIT}/accounts:signUp?key=fake-api-key`, {
    data: { email, password, returnSecureToken: true },
  });
  expect(response.ok()).toBe(true);
}

/** Waits for the newest entry the emulator "sent" that `pick` finds in its test list. */
async function newest<T>(
  request: APIRequestContext,
  list: 'oobCodes' | 'verificationCodes',
  pick: (entries: T[]) => T | undefined,
): Promise<T> {
  let found: T | undefined;
  await expect
    .poll(async () => {
      const body = (await (await request.get(`${EMULATOR_API}/${list}`)).json()) as Record<
        string,
        T[]
      >;
      found = pick(body[list] ?? []);
      return found !== undefined;
    })
    .toBe(true);
  return found as T;
}

/** The email sign-in link the emulator "mailed" to `email` (gone from the list once used). */
export async function emailSignInLink(request: APIRequestContext, email: string): Promise<string> {
  const entry = await newest<{ email: string; requestType: string; oobLink: string }>(
    request,
    'oobCodes',
    (codes) => codes.findLast((c) => c.email === email && c.requestType === 'EMAIL_SIGNIN'),
  );
  return entry.oobLink;
}

/** The code of the last text message the emulator "sent" to `phoneNumber`. */
export async function phoneCode(request: APIRequestContext, phoneNumber: string): Promise<string> {
  const entry = await newest<{ phoneNumber: string; code: string }>(
    request,
    'verificationCodes',
    (codes) => codes.findLast((c) => c.phoneNumber === phoneNumber),
  );
  return entry.code;
}

/**
 * From now on, the page's requests to the emulator's `endpoint` (e.g. `accounts:signUp`) get
 * the answer Google's Identity Toolkit gives for the error `serverCode` (HTTP 400 with the
 * code as its message), which the Firebase SDK maps to its `auth/…` code as it would in
 * production; `'network'` fails them instead as a lost connection does.
 */
export async function refuseAuthRequest(
  p: Page,
  endpoint: string,
  serverCode: string | 'network',
): Promise<void> {
  await p.route(
    (url) => url.origin === AUTH_EMULATOR && url.pathname.endsWith(`/${endpoint}`),
    async (route) => {
      const origin = route.request().headers()['origin'] ?? '*';
      const cors = {
        'access-control-allow-origin': origin,
        'access-control-allow-headers': 'content-type, x-client-version, x-firebase-locale',
        'access-control-allow-methods': 'POST, GET, OPTIONS',
        vary: 'Origin',
      };
      if (route.request().method() === 'OPTIONS')
        return route.fulfill({ status: 204, headers: cors });
      if (serverCode === 'network') return route.abort();
      const error = { code: 400, message: serverCode };
      await route.fulfill({
        status: 400,
        headers: cors,
        contentType: 'application/json; charset=UTF-8',
        body: JSON.stringify({
          error: {
            ...error,
            errors: [{ message: serverCode, domain: 'global', reason: 'invalid' }],
          },
        }),
      });
    },
  );
}

/** Signs in with an email link outside the page (as on another device): the link is spent. */
export async function spendEmailLink(request: APIRequestContext, email: string, link: string) {
  const oobCode = new URL(link).searchParams.get('oobCode');
  const response = await request.post(`${TOOLKIT}/accounts:signInWithEmailLink?key=fake-api-key`, {
    data: { email, oobCode },
  });
  expect(response.ok()).toBe(true);
}

/** What a test can do in the portal's sign-in form (`open` loads /web in the page). */
export function signInForm(p: Page, request: APIRequestContext) {
  const form = p.getByTestId('sign-in-form');
  const submit = () => form.getByTestId('sign-in-submit').click();
  const a = {
    p,
    request,
    form,
    submit,
    open: () => p.goto(`${APP}/web`),
    /** The first step with `email` typed, then Next. */
    async email(email: string) {
      await a.open();
      await form.getByTestId('sign-in-email').fill(email);
      await submit();
    },
    /** The password step for `email`, signing in with `password` (or none). */
    async signIn(email: string, password: string) {
      await a.email(email);
      await form.getByTestId('sign-in-password').fill(password);
      await submit();
    },
    /** "Create an account" for `email`, with `name` and `password`. */
    async createAccount(email: string, name: string, password: string) {
      await a.email(email);
      await form.getByTestId('sign-in-create-account').click();
      await form.getByTestId('sign-in-name').fill(name);
      await form.getByTestId('sign-in-password').fill(password);
      await submit();
    },
    /** "Sign in with phone" with `number` typed, then "Send code". */
    async phone(number: string) {
      await a.open();
      await form.getByTestId('sign-in-method-phone').click();
      await form.getByTestId('sign-in-phone').fill(number);
      await submit();
    },
    /** A text message really sent to a new number; resolves with its code. */
    async codeSent(): Promise<string> {
      const number = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
      await a.phone(number);
      await expect(form.getByTestId('sign-in-code')).toBeVisible();
      return phoneCode(request, number);
    },
    async enterCode(code: string) {
      await form.getByTestId('sign-in-code').fill(code);
      await submit();
    },
    /** "Sign in with email link" for `email`, then "Send link". */
    async emailLink(email: string) {
      await a.open();
      await form.getByTestId('sign-in-method-email-link').click();
      await form.getByTestId('sign-in-email').fill(email);
      await submit();
    },
  };
  return a;
}
export type SignInForm = ReturnType<typeof signInForm>;

/**
 * A browser state signed in to the portal as a freshly invited person (an invitation made in
 * Confluence by bob, accepted through the login page), for tests of the portal's own screens.
 */
export async function portalSession(
  browser: Browser,
): Promise<BrowserContextOptions['storageState']> {
  const run = Date.now().toString(36);
  const email = uniqueEmail('portal');
  const link = await inviteFromConfluence(
    browser,
    'en-US',
    'bob',
    'Software release',
    `Portal ${run}`,
    email,
    {
      browse: 'Browse examples',
      use: 'Use the template',
      title: 'Title',
      saveTemplate: 'Save template',
      edit: 'Edit',
    },
  );
  const context = await browser.newContext({ locale: 'en-US' });
  const p = await context.newPage();
  await p.goto(link);
  await signUp(p, email, 'Pat Portal', { invited: true });
  await expect(p.getByTestId('portal-header')).toBeVisible({ timeout: 15_000 });
  const state = await context.storageState({ indexedDB: true });
  await context.close();
  return state;
}
