/**
 * Messages the user sees (docs/PRODUCT.md, "Messages"): success closes after 4 s, an error closes by hand
 * or after 4 s, a notice after 10 s, a macro list message after 4 s. One store for in-page
 * messages; inside a host the same timing closes the host's own flag.
 */
import { TIMEOUTS_MS } from '../../shared/constants';

export type MessageKind = 'success' | 'error' | 'notice' | 'macroList';

export interface MessageInput {
  kind: MessageKind;
  title: string;
  description?: string;
  /** Errors may stay until closed by hand. */
  close?: 'auto' | 'manual';
}

export interface Message extends MessageInput {
  id: number;
}

/** How long a message stays, or null when only the user closes it. */
export function messageLifetime(input: MessageInput): number | null {
  if (input.close === 'manual') return null;
  switch (input.kind) {
    case 'success':
      return TIMEOUTS_MS.successMessage;
    case 'error':
      return TIMEOUTS_MS.errorMessage;
    case 'macroList':
      return TIMEOUTS_MS.macroListMessage;
    case 'notice':
      return TIMEOUTS_MS.notice;
  }
}

type Listener = (messages: readonly Message[]) => void;

/** Two messages that say the same: three "Item added" in a row show as one. */
export const sameMessage = (a: MessageInput, b: MessageInput): boolean =>
  a.kind === b.kind && a.title === b.title && (a.description ?? '') === (b.description ?? '');

export class MessageStore {
  private messages: Message[] = [];
  private readonly listeners = new Set<Listener>();
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private nextId = 1;

  /** The same message again (kind, title, text) replaces the one showing: flags never stack. */
  show(input: MessageInput): number {
    for (const same of this.messages.filter((m) => sameMessage(m, input))) this.dismiss(same.id);
    const message: Message = { ...input, id: this.nextId++ };
    this.messages = [message, ...this.messages];
    const lifetime = messageLifetime(input);
    if (lifetime !== null) {
      this.timers.set(
        message.id,
        setTimeout(() => this.dismiss(message.id), lifetime),
      );
    }
    this.emit();
    return message.id;
  }

  dismiss(id: number): void {
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
    const before = this.messages.length;
    this.messages = this.messages.filter((m) => m.id !== id);
    if (this.messages.length !== before) this.emit();
  }

  current(): readonly Message[] {
    return this.messages;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    for (const listener of this.listeners) listener(this.messages);
  }
}

export const messageStore = new MessageStore();
