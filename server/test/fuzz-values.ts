/**
 * Values an attacker would try, per kind of field: each one is invalid for a field of that
 * kind, so a request carrying it must be refused (4xx) and change nothing. A seeded generator
 * adds a few random ones, the same on every run.
 */
import { INT32_MAX } from '../../shared/constants';

export type FieldKind =
  /** Free text: titles, notes, reasons, names, people's ids. */
  | { kind: 'text'; max: number; min?: number; nullable?: boolean }
  /** Text of a fixed shape (ids, colours, route patterns); `letters`: any Unicode letter fits. */
  | { kind: 'pattern'; nullable?: boolean; letters?: boolean }
  | { kind: 'int'; min: number; max: number; nullable?: boolean }
  | { kind: 'bool' }
  | { kind: 'enum'; values: readonly string[]; nullable?: boolean }
  | { kind: 'date'; nullable?: boolean }
  | { kind: 'array'; max: number; min?: number; item: unknown }
  | { kind: 'object'; strict: boolean; valid: Record<string, unknown> }
  | { kind: 'image' };

/** A small deterministic generator (mulberry32): the same cases on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A string of random code points (any plane, controls included) with one NUL or lone surrogate. */
function randomUnstorable(random: () => number): string {
  const length = 1 + Math.floor(random() * 30);
  const points = Array.from({ length }, () =>
    random() < 0.7 ? 0x20 + Math.floor(random() * 0x2fe0) : Math.floor(random() * 0x10ffff),
  ).filter((p) => p < 0xd800 || p > 0xdfff);
  const bad = ['\u0000', '\ud800', '\udfff', '\udbff'][Math.floor(random() * 4)] ?? '\u0000';
  const text = String.fromCodePoint(...points);
  const at = Math.floor(random() * (text.length + 1));
  return text.slice(0, at) + bad + text.slice(at);
}

/** Not a string, or a structure where a plain value belongs. */
const NOT_STRINGS: unknown[] = [42, -1, 0, true, false, {}, [], ['x'], { $ne: null }];
const NOT_NUMBERS: unknown[] = [
  '1',
  '0x10',
  '1e3',
  'NaN',
  'Infinity',
  '-Infinity',
  '',
  true,
  [],
  [1],
  {},
];
/** Invalid in every field of a fixed shape: ids, colours, statuses, dates, enums. */
const NOT_IDS: unknown[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000',
  '\ud800',
  '%00',
  '..',
  '../../etc/passwd',
  '..%2f..%2f',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '😀',
  'e\u0301',
  '\u202Eabc',
  'x'.repeat(2_000),
];

/** One character too many; lengths count code points (as zod and PostgreSQL do), not UTF-16. */
const overLength = (max: number): string[] => [
  'x'.repeat(max + 1),
  '😀'.repeat(max + 1),
  'שלום '.repeat(Math.ceil((max + 1) / 5)) + 'x',
  'e\u0301'.repeat(Math.ceil((max + 1) / 2)),
];

/** Invalid values for a field of this kind; `random` adds a few seeded ones. */
export function badValues(field: FieldKind, random: () => number): unknown[] {
  const nullable = 'nullable' in field && field.nullable === true;
  const values: unknown[] = nullable ? [] : [null];
  switch (field.kind) {
    case 'text': {
      values.push(...NOT_STRINGS, ...overLength(field.max));
      if ((field.min ?? 0) >= 1) values.push('', ' \t\n ');
      values.push('\u0000', 'ok\u0000ok', '\ud800', 'ok\udfff', '\udc00\ud800');
      values.push(randomUnstorable(random), randomUnstorable(random));
      break;
    }
    case 'pattern':
      values.push(...NOT_STRINGS, ...NOT_IDS, randomUnstorable(random));
      if (!field.letters) values.push('שלום', 'Ab C');
      break;
    case 'int': {
      const integers = [
        field.min - 1,
        field.max + 1,
        INT32_MAX,
        INT32_MAX + 1,
        2 ** 53,
        -(2 ** 31) - 1,
      ];
      values.push(...integers.filter((n) => n < field.min || n > field.max));
      values.push(1e308, -1e308, field.min + 0.5, ...NOT_NUMBERS);
      const randomHuge = Math.floor(random() * 1e15) + INT32_MAX + 1;
      values.push(field.max < randomHuge ? randomHuge : -randomHuge);
      break;
    }
    case 'bool':
      values.push('true', 'false', 1, 0, 'yes', [], {}, [true]);
      break;
    case 'enum': {
      const first = field.values[0] ?? 'x';
      values.push('', 'nope', ` ${first}`, `${first}\u0000`, '😀', 1, true, [], {}, [first]);
      if (first.toUpperCase() !== first) values.push(first.toUpperCase());
      break;
    }
    case 'date':
      values.push(
        '2031-02-30',
        '2031-13-01',
        '2031-00-10',
        '2030-02-29',
        '2031-04-31',
        '31.12.2031',
        '2031-2-3',
        '2031-02-28T00:00:00Z',
        '२०३१-०२-२८',
        '+02031-02-28',
        20310228,
        ...NOT_IDS,
      );
      break;
    case 'array':
      values.push('x', 1, true, {}, [null], [1], [[]]);
      values.push(Array.from({ length: field.max + 1 }, () => field.item));
      if ((field.min ?? 0) >= 1) values.push([]);
      break;
    case 'object':
      values.push([], 'x', 1, true, [field.valid]);
      if (field.strict) values.push({ ...field.valid, unknownField: 1 });
      break;
    case 'image':
      values.push(
        ...NOT_STRINGS,
        '',
        'x',
        'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
        'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
        'data:image/png;base64,',
        `data:image/png;base64,${Buffer.from('\x89PNG\r\n\x1a\n<html><script>alert(1)</script>').toString('base64')}`,
        `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]).toString('base64')}`,
        'data:image/png;base64,\u0000',
        `data:image/png;base64,${Buffer.alloc(600 * 1024).toString('base64')}`,
      );
      break;
  }
  return values;
}
