import type { TFunction } from 'i18next';
import type { CustomTaskStatus } from '../../../shared/settings';
import { STATUS_NAME_MAX, textLength } from '../../../shared/limits';
import type { FieldError } from '../../lib/api-client';

/** What is wrong with each status's name, by its index; empty when every name is fine. */
export type StatusErrors = Record<number, string>;

/** The same rules the server checks, said at the field before anything is sent. */
export function statusNameErrors(
  statuses: readonly CustomTaskStatus[],
  t: TFunction,
): StatusErrors {
  const errors: StatusErrors = {};
  const seen = new Map<string, number>();
  statuses.forEach((status, index) => {
    const name = status.name.trim();
    if (!name) errors[index] = t('settings.nameRequired');
    else if (textLength(name) > STATUS_NAME_MAX)
      errors[index] = t('settings.nameTooLong', { max: STATUS_NAME_MAX });
    else if (seen.has(name.toLowerCase())) errors[index] = t('settings.nameTaken');
    else seen.set(name.toLowerCase(), index);
  });
  return errors;
}

const STATUS_FIELD = /^customTaskStatuses\.(\d+)\.name$/;

/**
 * The server's answer to a refused save, placed at the fields it names (`customTaskStatuses.2.name`);
 * what names no status's name is returned as general messages, never as a raw path.
 */
export function serverStatusErrors(details: readonly FieldError[]): {
  fields: StatusErrors;
  general: string[];
} {
  const fields: StatusErrors = {};
  const general: string[] = [];
  for (const detail of details) {
    const match = STATUS_FIELD.exec(detail.path);
    if (match) fields[Number(match[1])] = detail.message;
    else general.push(detail.message);
  }
  return { fields, general };
}
