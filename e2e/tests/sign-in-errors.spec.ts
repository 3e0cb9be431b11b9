/**
 * Every sign-in message of the spec (../shared/spec/seed-spec.md, §5 "Validation rules" and
 * §8 "Error catalogue") appears where it belongs in the portal's sign-in form at /web, in
 * English and in German: a validation message under its own field, a refusal of the Auth
 * service in the form's alert, and nowhere else. The expected words are the locale files'
 * (`signIn.errors`); the English ones must also be the spec's.
 *
 * How each is provoked: validation by what a person types; the emulator's own answers by real
 * requests (an address already taken, an unknown one, a wrong password or code, a spent email
 * link); answers the emulator never gives (throttling, expired sessions) and a lost connection
 * by `page.route` on the request to the emulator, answered as Google's Identity Toolkit answers
 * (HTTP 400, the server code as the message), so that the real SDK maps it to its `auth/…` code
 * (@firebase/auth 1.13.6, SERVER_ERROR_MAP: TOO_MANY_ATTEMPTS_TRY_LATER → too-many-requests,
 * SESSION_EXPIRED → code-expired, INVALID_SESSION_INFO → invalid-verification-id,
 * TOKEN_EXPIRED → user-token-expired; a failed fetch → network-request-failed).
 *
 * Web Storage: the SDK itself raises auth/web-storage-unsupported in one place only, the popup
 * operations (signInWithPopup for Google), once Google's gapi iframe reports that it has no
 * storage; that iframe loads from apis.google.com, which this offline stack cannot reach (the
 * popup fails before it, with auth/internal-error), and getAuth() with storage refused just
 * falls back to memory. So the SDK cannot be made to raise it here. The form raises the same
 * code itself where it needs storage: the email-link step remembers the address in localStorage
 * (email-link-storage.ts). That is what is provoked, the way Chromium refuses storage to a site
 * that may not keep data (localStorage, sessionStorage and indexedDB.open throw SecurityError).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  createAccount,
  emailSignInLink,
  refuseAuthRequest,
  signInForm,
  signUp,
  spendEmailLink,
  uniqueEmail,
  type SignInForm,
} from './support/portal';

const LANGUAGES = { 'en-US': 'en', 'de-DE': 'de' } as const;
type Locale = keyof typeof LANGUAGES;

/** The form's messages in `locale`, as the locale file words them (the minimum is 6). */
function messages(locale: Locale): Record<string, string> {
  const file = join(import.meta.dirname, `../../client/locales/${LANGUAGES[locale]}.features.json`);
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    signIn: { errors: Record<string, string> };
  };
  return Object.fromEntries(
    Object.entries(json.signIn.errors).map(([key, text]) => [key, text.replace('{{min}}', '6')]),
  );
}

interface Case {
  name: string;
  /** The message's key under `signIn.errors`. */
  message: string;
  /** Its words in the spec (§5, §8), where the spec gives them; "…" there ends a prefix. */
  spec?: string;
  /** Where it belongs: a field's own message (`sign-in-<field>-error`) or the form's alert. */
  at: string;
  provoke: (a: SignInForm) => Promise<void>;
}

const ALERT = 'sign-in-error';
const PASSWORD = 'secret123';

const CASES: Case[] = [
  // Validation (§5): the form checks before anything is sent.
  {
    name: 'no email address',
    message: 'emailMissing',
    spec: 'Enter your email address to continue',
    at: 'sign-in-email-error',
    provoke: (a) => a.email(''),
  },
  {
    name: 'an email address without a dot in its domain',
    message: 'emailInvalid',
    spec: "That email address isn't correct",
    at: 'sign-in-email-error',
    provoke: (a) => a.email('ingrid@example'),
  },
  {
    name: 'no password',
    message: 'passwordMissing',
    spec: 'Enter your password',
    at: 'sign-in-password-error',
    provoke: (a) => a.signIn(uniqueEmail('nopassword'), ''),
  },
  {
    name: 'a new account without a name',
    message: 'nameMissing',
    spec: 'Enter your account name',
    at: 'sign-in-name-error',
    provoke: (a) => a.createAccount(uniqueEmail('noname'), '', PASSWORD),
  },
  {
    name: 'a new password shorter than 6 characters',
    message: 'passwordTooShort',
    at: 'sign-in-password-error',
    provoke: (a) => a.createAccount(uniqueEmail('short'), 'Ingrid', 'abc12'),
  },
  {
    name: 'a phone number without its country code',
    message: 'phoneInvalid',
    at: 'sign-in-phone-error',
    provoke: (a) => a.phone('0151 234'),
  },
  {
    name: 'a code of 5 digits',
    message: 'codeWrong',
    spec: 'Wrong code. Try again.',
    at: 'sign-in-code-error',
    provoke: async (a) => {
      await a.codeSent();
      await a.enterCode('12345');
    },
  },
  // The emulator's own answers (§8).
  {
    name: 'a 6-digit code that is not the one sent',
    message: 'codeWrong',
    spec: 'Wrong code. Try again.',
    at: ALERT,
    provoke: async (a) => {
      const code = await a.codeSent();
      await a.enterCode(code === '000000' ? '111111' : '000000');
    },
  },
  {
    name: 'signing up twice with one address',
    message: 'emailInUse',
    spec: 'The email address is already used by another account',
    at: ALERT,
    provoke: async (a) => {
      const email = uniqueEmail('twice');
      await createAccount(a.request, email, PASSWORD);
      await a.open();
      await signUp(a.p, email, 'Ingrid Twice');
    },
  },
  {
    name: 'an address without an account',
    message: 'emailNotFound',
    spec: "That email address doesn't match an existing account",
    at: ALERT,
    provoke: (a) => a.signIn(uniqueEmail('nobody'), PASSWORD),
  },
  {
    name: 'a wrong password',
    message: 'credentialsMismatch',
    spec: "The email and password you entered don't match",
    at: ALERT,
    provoke: async (a) => {
      const email = uniqueEmail('wrongpw');
      await createAccount(a.request, email, PASSWORD);
      await a.signIn(email, 'not-the-password');
    },
  },
  {
    name: 'an email sign-in link that was used already',
    message: 'actionCodeInvalid',
    spec: 'The action code is invalid',
    at: ALERT,
    provoke: async (a) => {
      const email = uniqueEmail('spent');
      await a.emailLink(email);
      await expect(a.p.getByTestId('sign-in-link-sent')).toBeVisible();
      const link = await emailSignInLink(a.request, email);
      await spendEmailLink(a.request, email, link); // opened on another device first
      await a.p.goto(link); // this browser remembers the address and completes at once
    },
  },
  // Answers the emulator never gives, as Google gives them (§8).
  {
    name: 'too many wrong passwords',
    message: 'tooManyPasswordAttempts',
    spec: 'You have entered an incorrect password too many times. Please try again in a few minutes.',
    at: ALERT,
    provoke: async (a) => {
      await refuseAuthRequest(a.p, 'accounts:signInWithPassword', 'TOO_MANY_ATTEMPTS_TRY_LATER');
      await a.signIn(uniqueEmail('throttled'), PASSWORD);
    },
  },
  {
    name: 'too many sign-ups from one address',
    message: 'tooManyRequestsFromIp',
    spec: 'Too many account requests are coming from your IP address. Try again in a few minutes.',
    at: ALERT,
    provoke: async (a) => {
      await refuseAuthRequest(a.p, 'accounts:signUp', 'TOO_MANY_ATTEMPTS_TRY_LATER');
      await a.createAccount(uniqueEmail('busy'), 'Ingrid', PASSWORD);
    },
  },
  {
    name: 'too many text messages to one number',
    message: 'phoneUsedTooOften',
    spec: 'This phone number has been used too many times',
    at: ALERT,
    provoke: async (a) => {
      await refuseAuthRequest(a.p, 'accounts:sendVerificationCode', 'TOO_MANY_ATTEMPTS_TRY_LATER');
      await a.phone('+49 151 23456789');
    },
  },
  {
    name: 'a code entered too late',
    message: 'codeExpired',
    spec: 'This code has expired.',
    at: ALERT,
    provoke: async (a) => {
      const code = await a.codeSent();
      await refuseAuthRequest(a.p, 'accounts:signInWithPhoneNumber', 'SESSION_EXPIRED');
      await a.enterCode(code);
    },
  },
  {
    name: 'a code whose verification is gone',
    message: 'codeNoLongerValid',
    spec: 'This code is no longer valid',
    at: ALERT,
    provoke: async (a) => {
      const code = await a.codeSent();
      await refuseAuthRequest(a.p, 'accounts:signInWithPhoneNumber', 'INVALID_SESSION_INFO');
      await a.enterCode(code);
    },
  },
  {
    name: 'a session that expires while signing in',
    message: 'sessionExpired',
    spec: 'Your sign-in session has expired. Please try again.',
    at: ALERT,
    provoke: async (a) => {
      // The password is right; the account lookup that follows sign-in finds the token expired.
      const email = uniqueEmail('expired');
      await createAccount(a.request, email, PASSWORD);
      await refuseAuthRequest(a.p, 'accounts:lookup', 'TOKEN_EXPIRED');
      await a.signIn(email, PASSWORD);
    },
  },
  {
    name: 'a lost connection',
    message: 'network',
    spec: 'A network error has occurred',
    at: ALERT,
    provoke: async (a) => {
      await refuseAuthRequest(a.p, 'accounts:signInWithPassword', 'network');
      await a.signIn(uniqueEmail('offline'), PASSWORD);
    },
  },
  {
    name: 'a browser that refuses Web Storage',
    message: 'webStorageUnsupported',
    spec: 'The browser you are using does not support Web Storage',
    at: ALERT,
    provoke: async (a) => {
      await a.p.addInitScript(() => {
        const refuse = () => {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        };
        Object.defineProperty(window, 'localStorage', { configurable: true, get: refuse });
        Object.defineProperty(window, 'sessionStorage', { configurable: true, get: refuse });
        IDBFactory.prototype.open = refuse;
      });
      await a.emailLink(uniqueEmail('nostorage'));
    },
  },
];

for (const locale of Object.keys(LANGUAGES) as Locale[]) {
  test.describe(`sign-in messages (${locale})`, () => {
    test.use({ locale });
    const words = messages(locale);

    for (const c of CASES) {
      test(`${c.message}: ${c.name}`, async ({ page, request }) => {
        const expected = words[c.message];
        expect(expected, `signIn.errors.${c.message} in ${locale}`).toBeTruthy();
        if (locale === 'en-US' && c.spec)
          expect(expected?.slice(0, c.spec.length), 'the words of the spec').toBe(c.spec);

        const a = signInForm(page, request);
        await c.provoke(a);
        await expect(a.form.getByTestId(c.at)).toHaveText(expected ?? '');
        // The one message in the form: in its place, not (also) elsewhere.
        await expect(a.form.locator('[data-testid$="-error"]')).toHaveCount(1);
      });
    }
  });
}
