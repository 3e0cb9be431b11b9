import { describe, expect, it } from 'vitest';
import { dateSchema, isCalendarDate, queryIntegerSchema, text, versionSchema } from './fields';
import { INT32_MAX, VERSION_MAX } from './constants';

describe('text', () => {
  const schema = text().trim().max(10);
  it('accepts any Unicode: emoji, right-to-left, combining marks, other control characters', () => {
    for (const value of ['👩‍👩‍👧', 'שלום', 'e\u0301', 'a\tb\nc', '\u0001', '']) {
      expect(schema.safeParse(value).success, value).toBe(true);
    }
  });
  it('refuses NUL and unpaired surrogates, wherever they are', () => {
    for (const value of ['\u0000', 'a\u0000', '\ud800', 'a\udfffb', '\ud83d', '\ude00x']) {
      const result = schema.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation.text');
    }
  });
});

describe('dates', () => {
  it('are days of the calendar', () => {
    for (const day of ['2032-02-29', '2000-02-29', '2031-12-31', '0001-01-01', '9999-12-31']) {
      expect(isCalendarDate(day), day).toBe(true);
    }
    for (const day of [
      '2031-02-30',
      '2031-13-01',
      '2031-00-01',
      '2031-01-00',
      '2031-04-31',
      '1900-02-29',
      '2031-1-01',
      '31.12.2031',
      '2031-02-28T00:00',
      ' 2031-02-28',
    ]) {
      expect(isCalendarDate(day), day).toBe(false);
    }
    expect(dateSchema.safeParse('2031-02-30').error?.issues).toHaveLength(1);
  });
});

describe('versions', () => {
  it('are whole numbers from 1 to one below the largest 32-bit integer', () => {
    expect(versionSchema.safeParse(VERSION_MAX).success).toBe(true);
    for (const value of [0, -1, 1.5, INT32_MAX, 2 ** 53, Number.NaN, Infinity, '1']) {
      expect(versionSchema.safeParse(value).success, String(value)).toBe(false);
    }
  });
});

describe('query integers', () => {
  const schema = queryIntegerSchema(1, 100);
  it('are plain decimal digits within the bounds', () => {
    expect(schema.parse('16')).toBe(16);
    expect(schema.parse('016')).toBe(16);
    for (const value of ['0x10', '1e3', ' 16', '16 ', '16.0', '+16', '-1', '', '0', '101', '١٦']) {
      expect(schema.safeParse(value).success, value).toBe(false);
    }
    expect(schema.safeParse('0x10').error?.issues[0]?.message).toBe('validation.integer');
  });
});
