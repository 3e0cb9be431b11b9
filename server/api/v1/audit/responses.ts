/** What the audit operations answer (AuditEventDto, AuditLogDto, a page of events). */
import { z } from 'zod';
import { ACTOR_KINDS, AUDIT_ACTIONS } from '../../../../shared/audit';
import { component, pageFields, timestamp } from '../schema-registry';

export const actor = component(
  'Actor',
  'Who made a change. A change made with an API key has the kind `apiKey` and the id of the ' +
    "key's owner (`apikey:<id>` for a site's key); its name names the owner and the key.",
  z.object({ kind: z.enum(ACTOR_KINDS), id: z.string(), displayName: z.string().nullable() }),
);

export const auditEvent = component(
  'AuditEvent',
  'One change. Events are never changed or deleted.',
  z.object({
    id: z.string(),
    checklistUid: z.string().nullable(),
    templateUid: z.string().nullable(),
    itemId: z.string().nullable(),
    itemText: z
      .string()
      .nullable()
      .describe("The item's text as its checklist has it now; null once the item is removed."),
    action: z.enum(AUDIT_ACTIONS),
    actor,
    before: z.unknown().describe('The changed fields before, when the action has any.'),
    after: z.unknown().describe('The changed fields after, when the action has any.'),
    at: timestamp(),
  }),
);

export const auditLog = component(
  'AuditLog',
  'A page of events, newest first, and everyone in the log (for a filter by person).',
  z.object({ items: z.array(auditEvent), ...pageFields, actors: z.array(actor) }),
);

export const auditPage = component(
  'AuditPage',
  'A page of events, newest first.',
  z.object({ items: z.array(auditEvent), ...pageFields }),
);
