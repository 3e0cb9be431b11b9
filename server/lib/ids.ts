import { randomBytes } from 'node:crypto';

/** 128 random bits, URL-safe: template, checklist and share ids. */
export const newUid = (): string => randomBytes(16).toString('base64url');

/** 96 random bits: item ids (unique within their checklist or template). */
export const newItemId = (): string => randomBytes(12).toString('base64url');

let lastMs = 0;
let counter = 0;

/**
 * Time-ordered ids for audit events: sorting by id is sorting by time, and events written in
 * one transaction keep their order (a counter breaks ties within a millisecond).
 */
export function newEventId(clock: number = Date.now()): string {
  // Never go backwards, even if the clock does.
  const now = Math.max(clock, lastMs);
  if (now === lastMs) counter += 1;
  else {
    lastMs = now;
    counter = 0;
  }
  return (
    now.toString(36).padStart(9, '0') +
    counter.toString(36).padStart(4, '0') +
    randomBytes(6).toString('base64url')
  );
}
