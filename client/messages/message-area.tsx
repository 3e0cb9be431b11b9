import { lazy, Suspense, useSyncExternalStore } from 'react';
import { messageStore, type MessageKind } from './message-store';

const MessageFlags = lazy(() => import('./message-flags'));

/**
 * An in-page message area for the given kinds. The flag UI loads only once a message is
 * shown, so screens that never show one do not pay for it.
 */
export function MessageArea({ kinds, label }: { kinds: readonly MessageKind[]; label: string }) {
  const messages = useSyncExternalStore(
    (listener) => messageStore.subscribe(listener),
    () => messageStore.current(),
  ).filter((m) => kinds.includes(m.kind));
  if (messages.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <MessageFlags
        messages={messages}
        label={label}
        onDismiss={(id) => messageStore.dismiss(id)}
      />
    </Suspense>
  );
}
