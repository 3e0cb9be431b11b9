/**
 * One open checklist on the client (docs/ARCHITECTURE.md, "The checklist view"): what the
 * server last said about it, the writes under way shown on top of it, and its live stream.
 * - A write's answer is applied as it comes (an item and the checklist's new state, or the
 *   whole checklist): no reload after our own change.
 * - A change is shown at once where it can be (a status): a refusal takes it back and says
 *   why; a conflict (409: someone changed it first) says so and reads the server's state.
 * - Writes to one item go one after another, each at the version the one before left, so
 *   ticking twice quickly never conflicts with itself.
 * - One stream per session, opened once it has a checklist and kept across every change: a
 *   version newer than the one held (another person's change) reads the checklist again. While
 *   our own writes are under way it waits for their answers, then reads only if a version is
 *   still unexplained by them.
 * No React here: `use-checklist-session.ts` gives it to the views.
 */
import i18next from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import type { Loadable } from '../../../lib/use-load';
import { getChecklist } from '../../../api/get-checklist';
import { subscribeChecklistEvents, type ChecklistEvent } from '../api/subscribe-checklist-events';
import { updateItem } from '../api/update-item';
import type { ItemStatusCategory } from '../../../../shared/settings';
import type { ChecklistDto, ChecklistItemDto, ItemResult } from '../../../../shared/checklists';
import { withItemResult, withPreviews, type Placement, type Preview } from './checklist-answers';

export type { Placement };

/** How a refused write is told: an item's conflict is news of someone's change. */
type WriteKind = 'item' | 'checklist';

/** Says why a write was refused; the messages load with the first (the light entries' budget). */
function tell(kind: 'error' | 'notice', title: string, description?: string): void {
  void import('../../../messages/show-message').then(({ showMessage }) =>
    showMessage({ kind, title, description }),
  );
}

export class ChecklistSession {
  private truth: Loadable<ChecklistDto>;
  private shown: Loadable<ChecklistDto>;
  private previews: Preview[] = [];
  private readonly listeners = new Set<() => void>();
  /** Our writes under way. */
  private pending = 0;
  /** The checklist held is complete up to this version (a read or a whole-checklist answer)… */
  private complete: number;
  /** …and these versions above it are our own item writes, applied from their answers. */
  private readonly own = new Set<number>();
  /** The newest version the stream named while our writes were under way. */
  private announced = 0;
  private reads = 0;
  private readonly itemQueues = new Map<string, Promise<unknown>>();
  private stopStream: (() => void) | null = null;
  /** What the stream's `deleted` calls (the view's; it may change from render to render). */
  onDeleted: () => void = () => undefined;

  constructor(
    readonly uid: string,
    initial?: ChecklistDto,
  ) {
    this.truth = initial ? { state: 'loaded', data: initial } : { state: 'loading' };
    this.shown = this.truth;
    this.complete = initial?.version ?? 0;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** What the views show: the server's state with the writes under way applied. */
  readonly snapshot = (): Loadable<ChecklistDto> => this.shown;

  private held(): ChecklistDto | null {
    return this.truth.state === 'loaded' ? this.truth.data : null;
  }

  private update(truth: Loadable<ChecklistDto> = this.truth): void {
    this.truth = truth;
    this.shown =
      truth.state === 'loaded'
        ? { state: 'loaded', data: withPreviews(truth.data, this.previews) }
        : truth;
    for (const listener of this.listeners) listener();
  }

  /** A whole checklist from the server: taken unless older than the one held. */
  readonly offer = (data: ChecklistDto): void => {
    const held = this.held();
    if (held === data || (held && data.version < held.version)) return;
    this.complete = data.version;
    for (const version of this.own) if (version <= data.version) this.own.delete(version);
    this.update({ state: 'loaded', data });
  };

  /** Reads the checklist (again); a failure shows as the view's error. */
  readonly reload = (): void => {
    this.announced = 0;
    const read = ++this.reads;
    getChecklist(this.uid).then(this.offer, (error: unknown) => {
      if (read !== this.reads) return;
      this.update({
        state: 'error',
        error: error instanceof Error ? error : new Error(String(error)),
      });
    });
  };

  /** Follows the live stream, once however often it is asked; `close` ends it. */
  open(): void {
    this.stopStream ??= subscribeChecklistEvents(this.uid, (event) => this.onEvent(event));
  }

  close(): void {
    this.stopStream?.();
    this.stopStream = null;
  }

  private onEvent(event: ChecklistEvent): void {
    if (event.event === 'deleted') {
      this.onDeleted();
      return;
    }
    // `ready` names the version when the stream opened: a change between our read and the
    // subscription is caught too. No version: read to be sure.
    const version = event.version ?? Number.POSITIVE_INFINITY;
    if (this.pending > 0) this.announced = Math.max(this.announced, version);
    else if (version > (this.held()?.version ?? 0)) this.reload();
  }

  /** After our last write answered: read again only for a change that is not ours. */
  private settle(): void {
    const held = this.held();
    if (!held) return;
    let ours = 0;
    for (const version of this.own) if (version > this.complete && version <= held.version) ours++;
    const explained = ours === held.version - this.complete;
    if (explained) {
      this.complete = held.version;
      this.own.clear();
    }
    if (!explained || this.announced > held.version) this.reload();
    this.announced = 0;
  }

  private async write<T>(
    kind: WriteKind,
    send: () => Promise<T>,
    apply: (answer: T) => void,
    preview?: Preview,
  ): Promise<boolean> {
    this.pending++;
    if (preview) {
      this.previews = [...this.previews, preview];
      this.update();
    }
    const unshow = () => {
      if (preview) this.previews = this.previews.filter((p) => p !== preview);
    };
    try {
      const answer = await send();
      unshow();
      apply(answer);
      if (preview) this.update();
      // A list macro or the page panel beside this frame shows it too (loaded with the first
      // write: the light entries' budget).
      void import('../../../host/page-events').then((events) =>
        events.announceChecklistChanged(this.uid),
      );
      return true;
    } catch (error) {
      unshow();
      this.update();
      const conflict = error instanceof ApiError && error.status === 409;
      if (conflict && kind === 'item') tell('notice', i18next.t('checklist.conflict'));
      else tell('error', i18next.t('checklist.saveFailed'), errorText(error));
      if (conflict) this.reload();
      return false;
    } finally {
      this.pending--;
      if (this.pending === 0) this.settle();
    }
  }

  private applyItem(result: ItemResult, placement: Placement): void {
    const held = this.held();
    if (!held) return;
    this.own.add(result.checklist.version);
    this.update({ state: 'loaded', data: withItemResult(held, result, placement) });
  }

  /**
   * A write to `item`, after the writes to it under way: `send` gets the item as the server
   * last answered it (its version). `change` is shown at once and taken back if refused.
   */
  readonly writeItem = (
    item: ChecklistItemDto,
    send: (current: ChecklistItemDto) => Promise<ItemResult>,
    options: { placement?: Placement; change?: Partial<ChecklistItemDto> } = {},
  ): Promise<boolean> => {
    const before = this.itemQueues.get(item.id);
    const done = this.write(
      'item',
      async () => {
        await before;
        return send(this.held()?.items.find((i) => i.id === item.id) ?? item);
      },
      (result) => this.applyItem(result, options.placement ?? { kind: 'same' }),
      options.change && { itemId: item.id, change: options.change },
    );
    this.itemQueues.set(item.id, done);
    void done.then(() => {
      if (this.itemQueues.get(item.id) === done) this.itemQueues.delete(item.id);
    });
    return done;
  };

  /** A new item (`afterItemId`: null first, omitted last). */
  readonly addItem = (send: () => Promise<ItemResult>, afterItemId?: string | null) =>
    this.write('item', send, (result) => this.applyItem(result, { kind: 'added', afterItemId }));

  /** A change of the checklist as a whole; its answer is the whole checklist. */
  readonly writeChecklist = (send: () => Promise<ChecklistDto>): Promise<boolean> =>
    this.write('checklist', send, this.offer);

  /** Sets an item's status, shown at once in its category. */
  readonly setStatus = (
    item: ChecklistItemDto,
    status: string,
    category: ItemStatusCategory,
    skipReason?: string | null,
  ): Promise<boolean> =>
    this.writeItem(
      item,
      (current) =>
        updateItem(this.uid, item.id, {
          status,
          ...(skipReason !== undefined ? { skipReason } : {}),
          version: current.version,
        }),
      { change: { status, statusCategory: category } },
    );
}
