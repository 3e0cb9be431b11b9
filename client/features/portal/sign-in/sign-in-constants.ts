/**
 * The sign-in form's constants. The spec's numbers (docs/PRODUCT.md, "Constants") live once
 * in shared/constants.ts; what only this form needs is named here.
 */
import { SIGN_IN } from '../../../../shared/constants';

export { SIGN_IN };

/**
 * Where the address an email link was sent to is remembered, so that opening the link in the
 * same browser signs in without asking for it again (another browser asks).
 */
export const EMAIL_FOR_LINK_STORAGE_KEY = 'checklists.signIn.emailForLink';

/**
 * The query parameters an email sign-in link adds to the page's URL (the Auth service's
 * action handler redirects to our URL with them); removed once the link has been used, so
 * that the form does not try the spent code again.
 */
export const EMAIL_LINK_PARAMS = ['apiKey', 'oobCode', 'mode', 'lang', 'continueUrl', 'tenantId'];

/**
 * An email address as the sign-in widget accepts it: the WHATWG pattern of
 * `<input type="email">`, with at least one dot in the domain (no `user@localhost`).
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** A phone number in international (E.164) form, once spaces and punctuation are removed. */
export const PHONE_NUMBER_PATTERN = /^\+[1-9]\d{6,14}$/;
