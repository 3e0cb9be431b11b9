import { describe, expect, it } from 'vitest';
import {
  completionChange,
  deriveStatus,
  isComplete,
  openRequiredCount,
  progressOf,
  type RuleItem,
} from './checklist-rules';

const task = (
  statusCategory: RuleItem['statusCategory'] = 'open',
  mandatory = false,
): RuleItem => ({
  kind: 'task',
  mandatory,
  statusCategory,
  signed: false,
});
const heading: RuleItem = {
  kind: 'heading',
  mandatory: false,
  statusCategory: 'open',
  signed: false,
};
const note: RuleItem = { kind: 'note', mandatory: true, statusCategory: 'open', signed: false };
const signature = (signed: boolean, mandatory = false): RuleItem => ({
  kind: 'signature',
  mandatory,
  statusCategory: signed ? 'done' : 'open',
  signed,
});
const none = { archivedAt: null, skippedAt: null, completedAt: null };

describe('progress', () => {
  it('counts tasks and signatures, never headings or notes', () => {
    expect(progressOf([heading, note, task('done'), task(), signature(true)])).toEqual({
      done: 2,
      total: 3,
      percent: 66,
    });
  });
  it('counts skipped items as settled', () => {
    expect(progressOf([task('skipped'), task()]).done).toBe(1);
  });
  it('is 0 % for a checklist without countable items', () => {
    expect(progressOf([heading, note])).toEqual({ done: 0, total: 0, percent: 0 });
  });
  it('never rounds up to 100 %', () => {
    const items = [...Array.from({ length: 299 }, () => task('done')), task()];
    expect(progressOf(items).percent).toBe(99);
  });
});

describe('completion', () => {
  it('needs every mandatory countable item done or skipped, not the optional ones', () => {
    expect(isComplete([task('done', true), task('skipped', true), task()])).toBe(true);
    expect(isComplete([task('done', true), task('open', true), task('done')])).toBe(false);
  });
  it('needs every countable item when none is mandatory', () => {
    expect(isComplete([task('done'), task()])).toBe(false);
    expect(isComplete([task('done'), task('skipped')])).toBe(true);
  });
  it('needs every signature signed, even optional ones', () => {
    expect(isComplete([task('done', true), signature(false)])).toBe(false);
    expect(openRequiredCount([task('done', true), signature(false)])).toBe(1);
    expect(isComplete([task('done', true), signature(true)])).toBe(true);
  });
  it('does not let a skipped status stand in for a signature', () => {
    const skippedSignature: RuleItem = { ...signature(false, true), statusCategory: 'skipped' };
    expect(isComplete([skippedSignature])).toBe(false);
  });
  it('never completes a checklist without countable items', () => {
    expect(isComplete([heading, note])).toBe(false);
    expect(isComplete([])).toBe(false);
  });
  it('ignores the mandatory flag on headings and notes', () => {
    expect(isComplete([note, task('done')])).toBe(true);
  });
});

describe('status', () => {
  it('is not started until something is settled, then in progress', () => {
    expect(deriveStatus(none, [task(), task()])).toBe('not_started');
    expect(deriveStatus(none, [task('done'), task()])).toBe('in_progress');
  });
  it('shows what was recorded: archived over skipped over completed', () => {
    const at = '2026-11-22T10:00:00.000Z';
    expect(deriveStatus({ ...none, completedAt: at }, [task('done')])).toBe('completed');
    expect(deriveStatus({ ...none, completedAt: at, skippedAt: at }, [])).toBe('skipped');
    expect(deriveStatus({ archivedAt: at, skippedAt: at, completedAt: at }, [])).toBe('archived');
  });
});

describe('recording completion', () => {
  const at = '2026-11-22T10:00:00.000Z';
  it('completes on a write that changed the items, once the rule holds', () => {
    expect(completionChange(none, [task('done'), task('done')], true)).toBe('complete');
    expect(completionChange(none, [task('done'), task()], true)).toBeNull();
  });
  it('does not complete on a write that left the items alone (a reopen, a rename)', () => {
    expect(completionChange(none, [task('done'), task('done')], false)).toBeNull();
  });
  it('never completes a skipped or archived checklist', () => {
    expect(completionChange({ ...none, skippedAt: at }, [task('done')], true)).toBeNull();
    expect(completionChange({ ...none, archivedAt: at }, [task('done')], true)).toBeNull();
  });
  it('undoes a recorded completion once the rule no longer holds, on any write', () => {
    const completed = { ...none, completedAt: at };
    expect(completionChange(completed, [task('done'), task()], true)).toBe('reopen');
    expect(completionChange(completed, [task('done'), task()], false)).toBe('reopen');
    expect(completionChange(completed, [task('done')], true)).toBeNull();
  });
});
