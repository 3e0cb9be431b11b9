/**
 * A token or secret that never prints itself: a log line, a JSON answer or `util.inspect`
 * shows `[redacted]`. Only `reveal()` gives the value, for the `Authorization` header of a
 * call to Atlassian (Forge's app and user tokens, Connect's user-impersonation tokens).
 */
import { inspect } from 'node:util';

const REDACTED = '[redacted]';

export class RedactedSecret {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  /** The secret itself: only for the `Authorization` header of a call to Atlassian. */
  reveal(): string {
    return this.#value;
  }

  toJSON(): string {
    return REDACTED;
  }

  toString(): string {
    return REDACTED;
  }

  [inspect.custom](): string {
    return REDACTED;
  }
}
