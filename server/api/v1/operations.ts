/**
 * The public REST API, one table: the router serves exactly these operations (routes.ts) and
 * the OpenAPI document describes exactly these (openapi.ts).
 */
import type { V1Operation } from './operation';
import { TEMPLATE_OPERATIONS } from './templates/operations';
import { CHECKLIST_OPERATIONS } from './checklists/operations';
import { ITEM_OPERATIONS } from './items/operations';
import { MY_ITEMS_OPERATION } from './items/my-items-operation';
import { AUDIT_OPERATIONS } from './audit/operations';
import { SITE_OPERATIONS } from './site/operations';
import { STATISTICS_OPERATIONS } from './statistics/operations';

export const V1_OPERATIONS: readonly V1Operation[] = [
  ...ITEM_OPERATIONS,
  MY_ITEMS_OPERATION,
  ...CHECKLIST_OPERATIONS,
  ...TEMPLATE_OPERATIONS,
  ...AUDIT_OPERATIONS,
  ...STATISTICS_OPERATIONS,
  ...SITE_OPERATIONS,
];
