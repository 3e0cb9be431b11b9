/** The longest address mail servers deliver to (RFC 5321: a 254-character path). */
const EMAIL_MAX = 254;

/**
 * Whether `value` looks like an e-mail address (one `@`, a dot in the domain, no spaces): the
 * mistakes people make when typing one. The server checks again and has the last word.
 */
export const isEmailAddress = (value: string): boolean =>
  value.length <= EMAIL_MAX && /^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(value);
