/**
 * What the fuzz test knows of a write route (FuzzRoute), and the pieces the route table
 * (fuzz-routes.ts, fuzz-routes-checklists.ts) builds valid bodies and field kinds from.
 */
import type { FieldKind } from './fuzz-values';
import type { FuzzWorld } from './fuzz-world';
import { ITEM_KINDS } from '../../shared/item-kinds';
import { VERSION_MAX } from '../../shared/constants';
import { findUser } from '../../e2e/simulator/lib/directory';

export const BOB = findUser('bob')?.accountId ?? '';

export interface FuzzRoute {
  method: 'post' | 'put' | 'patch' | 'delete';
  /** The pattern, as apiRoutes() lists it. */
  pattern: string;
  /** Valid values of the path parameters. */
  params: (w: FuzzWorld) => Record<string, string>;
  /** Real ids per parameter that must look like nothing: another site's, another kind's. */
  foreignIds?: (w: FuzzWorld) => Record<string, string[]>;
  /** Real ids per parameter the request is refused for (4xx): a checklist in another state. */
  wrongIds?: (w: FuzzWorld) => Record<string, string[]>;
  /** A valid query string, as name → value. */
  query?: (w: FuzzWorld) => Record<string, string>;
  /** A valid body; absent for routes that take none. */
  body?: (w: FuzzWorld) => Record<string, unknown>;
  /** The kind of each field of the body (dotted paths: `items.0.text`). */
  fields?: Record<string, FieldKind>;
  /** Extra invalid values per field (ids that exist elsewhere, people who are not members). */
  wrongValues?: (w: FuzzWorld) => Record<string, unknown[]>;
  /** The app the route belongs to (default Confluence; the /jira routes need Jira's). */
  product?: 'jira';
}

export const text = (max: number, min = 0, nullable = false): FieldKind => ({
  kind: 'text',
  max,
  min,
  nullable,
});
export const version: FieldKind = { kind: 'int', min: 1, max: VERSION_MAX };
export const date: FieldKind = { kind: 'date', nullable: true };
export const person = text(128, 1, true);

export const templateItem = {
  kind: 'task',
  text: 'A task',
  mandatory: true,
  assigneeId: null,
  dueOffsetDays: 3,
};
export const itemFields = (prefix: string, max: number): Record<string, FieldKind> => ({
  [prefix]: { kind: 'array', max, item: templateItem },
  [`${prefix}.0`]: { kind: 'object', strict: true, valid: templateItem },
  [`${prefix}.0.kind`]: { kind: 'enum', values: ITEM_KINDS },
  [`${prefix}.0.text`]: text(2000, 1),
  [`${prefix}.0.mandatory`]: { kind: 'bool' },
  [`${prefix}.0.assigneeId`]: person,
  [`${prefix}.0.dueOffsetDays`]: { kind: 'int', min: 0, max: 3650, nullable: true },
});

export const templateBody = () => ({
  title: 'A template',
  description: 'What it is for',
  tags: ['ops'],
  items: [templateItem],
  editorIds: [BOB],
});
export const templateFields: Record<string, FieldKind> = {
  title: text(200, 1),
  description: text(10_000),
  tags: { kind: 'array', max: 20, item: 'ops' },
  'tags.0': { kind: 'pattern', letters: true },
  ...itemFields('items', 300),
  editorIds: { kind: 'array', max: 50, item: BOB },
  'editorIds.0': text(128, 1),
};
