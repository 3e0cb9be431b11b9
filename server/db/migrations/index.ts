import type { Migration } from 'kysely';
import * as m20261122_0001 from './20261122-0001-tenants-and-settings';
import * as m20261122_0002 from './20261122-0002-templates-checklists-audit';
import * as m20261123_0003 from './20261123-0003-clustered-items-and-audit';
import * as m20261124_0004 from './20261124-0004-settings-version';
import * as m20261124_0005 from './20261124-0005-jira';
import * as m20261127_0006 from './20261127-0006-confluence';
import * as m20261127_0007 from './20261127-0007-portal-and-api-keys';
import * as m20261128_0008 from './20261128-0008-rate-limits';
import * as m20261128_0009 from './20261128-0009-checklist-shares';
import * as m20261128_0010 from './20261128-0010-items-by-assignee';
import * as m20261128_0011 from './20261128-0011-statistics-indexes';

/**
 * Every migration, by name. Names sort in the order they run; a migration is never
 * edited after it has landed on main — add a new one instead.
 */
export const migrations: Record<string, Migration> = {
  '20261122-0001-tenants-and-settings': m20261122_0001,
  '20261122-0002-templates-checklists-audit': m20261122_0002,
  '20261123-0003-clustered-items-and-audit': m20261123_0003,
  '20261124-0004-settings-version': m20261124_0004,
  '20261124-0005-jira': m20261124_0005,
  '20261127-0006-confluence': m20261127_0006,
  '20261127-0007-portal-and-api-keys': m20261127_0007,
  '20261128-0008-rate-limits': m20261128_0008,
  '20261128-0009-checklist-shares': m20261128_0009,
  '20261128-0010-items-by-assignee': m20261128_0010,
  '20261128-0011-statistics-indexes': m20261128_0011,
};
