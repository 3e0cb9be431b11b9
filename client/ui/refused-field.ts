import { ApiError } from '../lib/api-client';
import { errorText } from '../lib/error-text';
import { showError } from '../messages/show-message';

/**
 * A form's failed save, said where it belongs: what the server refused at `field` under that
 * field (`setFieldError`), anything else as a message titled `failed` (never as a raw path).
 */
export function showRefusal(
  error: unknown,
  field: string,
  setFieldError: (message: string) => void,
  failed: string,
): void {
  const details = error instanceof ApiError ? error.details : [];
  const atField = details.filter((d) => d.path === field).map((d) => d.message);
  const other = details.filter((d) => d.path !== field).map((d) => d.message);
  if (atField.length > 0) setFieldError(atField.join(' '));
  if (atField.length === 0 || other.length > 0)
    showError(failed, other.join(' ') || errorText(error));
}
