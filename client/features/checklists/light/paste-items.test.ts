import { describe, expect, it } from 'vitest';
import { isMultiLine, pastedItems } from './paste-items';

describe('a paste into the add line', () => {
  it('adds one item per line, without list markers, [x] as done', () => {
    const pasted = [
      '- [ ] Write the notes',
      '* [x] Tag the release',
      '+ Ship it',
      '',
      '1. First',
      '2) Second',
      '• Bullet',
      '[X] Done alone',
      '   [ ]   Open alone   ',
      '-nospace stays',
    ].join('\r\n');
    expect(pastedItems(pasted)).toEqual([
      { text: 'Write the notes', done: false },
      { text: 'Tag the release', done: true },
      { text: 'Ship it', done: false },
      { text: 'First', done: false },
      { text: 'Second', done: false },
      { text: 'Bullet', done: false },
      { text: 'Done alone', done: true },
      { text: 'Open alone', done: false },
      { text: '-nospace stays', done: false },
    ]);
  });

  it('keeps markdown inside an item and drops lines with nothing left', () => {
    expect(pastedItems('- **Bold** and [a link](https://example.com)\n- [ ]\n-  \n\n')).toEqual([
      { text: '**Bold** and [a link](https://example.com)', done: false },
    ]);
  });

  it('cuts an item to the item text limit', () => {
    const [item] = pastedItems(`- ${'a'.repeat(2100)}\nnext`);
    expect(item?.text).toHaveLength(2000);
  });

  it('tells several lines from one', () => {
    expect(isMultiLine('one line')).toBe(false);
    expect(isMultiLine('one line\n')).toBe(false);
    expect(isMultiLine('one\ntwo')).toBe(true);
    expect(isMultiLine('one\r\ntwo')).toBe(true);
  });
});
