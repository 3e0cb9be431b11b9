/**
 * What a policy rule answers: allowed, or refused with the status and message the caller
 * gets. A refusal is either about the caller (403: they may not) or about the resource's state
 * (409: nobody may right now, e.g. an archived checklist until it is restored).
 */
import type { MessageKey } from '../i18n/messages';

export type Verdict = true | Refusal;

export interface Refusal {
  status: 403 | 409;
  messageKey: MessageKey;
}

/** The caller may not. */
export const deny = (messageKey: MessageKey = 'errors.forbidden'): Refusal => ({
  status: 403,
  messageKey,
});

/** Nobody may, in the resource's present state. */
export const blocked = (messageKey: MessageKey): Refusal => ({ status: 409, messageKey });
