/**
 * `showMessage` is what every screen calls. Inside Jira or Confluence it raises the host's
 * own flag (closed by our timer so the spec's times hold); in a plain tab it goes to the
 * in-page message area (in-page-messages.tsx).
 */
import { hostApi, type HostFlag } from '../host/host-api';
import {
  messageLifetime,
  messageStore,
  type MessageInput,
  type MessageKind,
} from './message-store';

const FLAG_TYPES: Record<MessageKind, HostFlag['type']> = {
  success: 'success',
  error: 'error',
  notice: 'info',
  macroList: 'info',
};

/** The host flags showing, so that the same message again replaces its flag (no stacking). */
const open = new Map<string, { close: () => void }>();
const keyOf = (input: MessageInput) =>
  JSON.stringify([input.kind, input.title, input.description ?? '']);

export function showMessage(input: MessageInput): void {
  const host = hostApi();
  if (!host) {
    messageStore.show(input);
    return;
  }
  const key = keyOf(input);
  open.get(key)?.close();
  const shown = host.showFlag({
    title: input.title,
    // connect-host.js escapes the body and throws on undefined.
    body: input.description ?? '',
    type: FLAG_TYPES[input.kind],
    close: 'manual',
  });
  let closed = false;
  const flag = {
    close: () => {
      if (open.get(key) === flag) open.delete(key);
      if (!closed) shown.close();
      closed = true;
    },
  };
  open.set(key, flag);
  const lifetime = messageLifetime(input);
  if (lifetime !== null) setTimeout(() => flag.close(), lifetime);
}

export const showSuccess = (title: string, description?: string) =>
  showMessage({ kind: 'success', title, description });
export const showError = (title: string, description?: string) =>
  showMessage({ kind: 'error', title, description });
export const showNotice = (title: string, description?: string) =>
  showMessage({ kind: 'notice', title, description });
