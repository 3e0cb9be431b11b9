/**
 * The list of checklists as prepared statements: a filter's conditions by which fields are
 * present (one compiled shape each, prepared.ts), a page of uids in each sort order, the
 * capped count, and the page's rows with their template's title and managers.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import type { ChecklistStatus } from '../../../shared/checklist-rules';
import type { PlaceKind } from '../../../shared/checklists';
import { preparedByFields } from '../prepared';

export interface ChecklistFilter {
  status?: ChecklistStatus | 'open';
  templateUid?: string;
  assigneeId?: string;
  placeKind?: PlaceKind;
  placeId?: string;
  search?: string;
  /** Checklists placed by a macro on a page of this Confluence space. */
  spaceKey?: string;
  /** Checklists whose template carries this tag (the list macro's "label"). */
  label?: string;
  /** Only checklists of the templates this portal user was invited to (docs/PORTAL.md). */
  portalUid?: string;
  /**
   * Places (`<place_kind>:<place_id>`) whose checklists are left out: those the caller's host
   * hides from them (services/places/visible-list.ts).
   */
  hiddenPlaces?: readonly string[];
}

export type ChecklistSort = 'updated' | 'created' | 'title' | 'due';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A list filter as the values of its conditions: which keys are present decides the query's
 * shape (compiled once per shape, prepared.ts), their values are bound.
 */
export interface FilterFields {
  tenantKey: string;
  status?: string;
  /** Present for "open" (not started or in progress); the value is not used. */
  open?: true;
  templateUid?: string;
  assigneeId?: string;
  placeKind?: string;
  placeId?: string;
  searchPattern?: string;
  spaceKey?: string;
  /** The tag as it appears in the template's JSON list of tags, for `like`. */
  labelPattern?: string;
  portalUid?: string;
  /** A JSON list of `<kind>:<id>`: one bound value, so the shape does not grow with the list. */
  hiddenPlaces?: string;
}

export function filterFields(tenantKey: string, filter: ChecklistFilter): FilterFields {
  const fields: FilterFields = { tenantKey };
  if (filter.status === 'open') fields.open = true;
  else if (filter.status) fields.status = filter.status;
  if (filter.templateUid) fields.templateUid = filter.templateUid;
  if (filter.assigneeId) fields.assigneeId = filter.assigneeId;
  if (filter.placeKind) fields.placeKind = filter.placeKind;
  if (filter.placeId) fields.placeId = filter.placeId;
  if (filter.search) fields.searchPattern = `%${escapeLike(filter.search.toLowerCase())}%`;
  if (filter.spaceKey) fields.spaceKey = filter.spaceKey;
  if (filter.label) fields.labelPattern = `%${escapeLike(JSON.stringify(filter.label))}%`;
  if (filter.portalUid) fields.portalUid = filter.portalUid;
  if (filter.hiddenPlaces?.length) fields.hiddenPlaces = JSON.stringify(filter.hiddenPlaces);
  return fields;
}

/** The tenant's checklists that match; conditions by the presence of each field. */
function filtered(db: Kysely<Database>, f: FilterFields) {
  let query = db.selectFrom('checklists').where('checklists.tenant_key', '=', f.tenantKey);
  if (f.open !== undefined) {
    query = query.where('checklists.status', 'in', ['not_started', 'in_progress']);
  } else if (f.status !== undefined) {
    query = query.where('checklists.status', '=', f.status as ChecklistStatus);
  }
  if (f.templateUid !== undefined)
    query = query.where('checklists.template_uid', '=', f.templateUid);
  if (f.assigneeId !== undefined) query = query.where('checklists.assignee_id', '=', f.assigneeId);
  if (f.placeKind !== undefined)
    query = query.where('checklists.place_kind', '=', f.placeKind as PlaceKind);
  if (f.placeId !== undefined) query = query.where('checklists.place_id', '=', f.placeId);
  if (f.searchPattern !== undefined) {
    query = query.where(sql<boolean>`checklists.search_text like ${f.searchPattern} escape '\\'`);
  }
  if (f.spaceKey !== undefined) {
    const spaceKey = f.spaceKey;
    query = query.where('checklists.uid', 'in', (eb) =>
      eb
        .selectFrom('confluence_macros')
        .select('confluence_macros.checklist_uid')
        .where('confluence_macros.tenant_key', '=', f.tenantKey)
        .where('confluence_macros.space_key', '=', spaceKey),
    );
  }
  if (f.labelPattern !== undefined) {
    const pattern = f.labelPattern;
    query = query.where('checklists.template_uid', 'in', (eb) =>
      eb
        .selectFrom('templates')
        .select('templates.uid')
        .where('templates.tenant_key', '=', f.tenantKey)
        .where(sql<boolean>`templates.tags like ${pattern} escape '\\'`),
    );
  }
  if (f.hiddenPlaces !== undefined) {
    // The list is unpacked once per query (a hashed subquery on both databases), not per row.
    const hidden =
      db.getExecutor().adapter instanceof PostgresAdapter
        ? sql`select jsonb_array_elements_text(${f.hiddenPlaces}::jsonb)`
        : sql`select value from json_each(${f.hiddenPlaces})`;
    query = query.where((eb) =>
      eb.or([
        eb('checklists.place_id', 'is', null),
        sql<boolean>`checklists.place_kind || ':' || checklists.place_id not in (${hidden})`,
      ]),
    );
  }
  if (f.portalUid !== undefined) {
    const portalUid = f.portalUid;
    query = query.where('checklists.template_uid', 'in', (eb) =>
      eb
        .selectFrom('invitations')
        .select('invitations.template_uid')
        .where('invitations.tenant_key', '=', f.tenantKey)
        .where('invitations.used_by', '=', portalUid),
    );
  }
  return query;
}

function ordered(query: ReturnType<typeof filtered>, sort: ChecklistSort) {
  return sort === 'title'
    ? query.orderBy('checklists.title').orderBy('checklists.uid')
    : sort === 'created'
      ? query.orderBy('checklists.created_at', 'desc').orderBy('checklists.uid', 'desc')
      : sort === 'due'
        ? query
            .orderBy(sql`checklists.due_date is null`)
            .orderBy('checklists.due_date')
            .orderBy('checklists.uid')
        : query.orderBy('checklists.updated_at', 'desc').orderBy('checklists.uid', 'desc');
}

const pageQuery = (sort: ChecklistSort) =>
  preparedByFields(2, (db, f: FilterFields, limit: number, offset: number) =>
    ordered(filtered(db, f), sort).select('checklists.uid').limit(limit).offset(offset),
  );
export const pageQueries: Record<ChecklistSort, ReturnType<typeof pageQuery>> = {
  updated: pageQuery('updated'),
  created: pageQuery('created'),
  title: pageQuery('title'),
  due: pageQuery('due'),
};
export const beyondCapQuery = preparedByFields(1, (db, f: FilterFields, offset: number) =>
  filtered(db, f)
    .select(sql<number>`1`.as('one'))
    .limit(1)
    .offset(offset),
);
export const countQuery = preparedByFields(0, (db, f: FilterFields) =>
  filtered(db, f).select((eb) => eb.fn.countAll<number>().as('total')),
);
/** The rows of a page by uid (one shape per page length). */
export const pageRowsQuery = preparedByFields(0, (db, uids: Record<string, string>) =>
  db
    .selectFrom('checklists')
    .leftJoin('templates', (join) =>
      join
        .onRef('templates.uid', '=', 'checklists.template_uid')
        .onRef('templates.tenant_key', '=', 'checklists.tenant_key'),
    )
    .selectAll('checklists')
    .select([
      'templates.title as template_title',
      // For the permissions of each row (who may delete), without a second query.
      'templates.owner_id as template_owner_id',
      'templates.editor_ids as template_editor_ids',
    ])
    // By primary key only: with the tenant condition here too, SQLite's planner (without
    // statistics) scanned the tenant's index instead: 30 ms for 100,000. The uids come from
    // the tenant-scoped query before it; list() keeps only the tenant's rows.
    .where('checklists.uid', 'in', Object.values(uids)),
);
