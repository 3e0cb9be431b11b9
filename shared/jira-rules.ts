/**
 * The workflow rules' configurations read without zod (the client may not carry it): what a
 * configuration page starts from, from the string Jira stored. Anything unreadable falls back
 * to the defaults, field by field, as the server's schemas do (shared/jira.ts).
 */
import type { PostFunctionConfig, ValidatorConfig } from './jira';

const UID = /^[A-Za-z0-9_-]{10,40}$/;
const object = (raw: unknown): Record<string, unknown> =>
  raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};

export function readPostFunctionConfig(raw: unknown): PostFunctionConfig {
  const o = object(raw);
  const uids = Array.isArray(o.templateUids)
    ? o.templateUids.filter((u): u is string => typeof u === 'string' && UID.test(u)).slice(0, 50)
    : [];
  return {
    checklists: o.checklists === 'templates' ? 'templates' : 'all',
    templateUids: uids,
    tickMandatory: o.tickMandatory === true,
  };
}

export function readValidatorConfig(raw: unknown, language: 'en' | 'de' = 'en'): ValidatorConfig {
  const o = object(raw);
  const min = o.minProgress;
  return {
    mode: o.mode === 'progress' ? 'progress' : 'mandatory',
    minProgress:
      typeof min === 'number' && Number.isInteger(min) && min >= 1 && min <= 100 ? min : 100,
    language: o.language === 'de' || o.language === 'en' ? o.language : language,
  };
}

/** The performance mark the light issue panel sets when its checklists first render (the bench reads it). */
export const ISSUE_PANEL_SHOWN_MARK = 'checklists:issue-panel-shown';
