/**
 * What Jira sends the app (docs/JIRA.md): webhook bodies (`jira:issue_created`,
 * `jira:issue_deleted`) and the post function's `triggered` body. Only the fields we use are
 * checked; Jira sends many more.
 */
import { z } from 'zod';
import { jiraIdSchema } from '../../../shared/jira';

const issueKey = z.string().regex(/^[A-Z][A-Z0-9_]{0,49}-\d{1,10}$/);
const person = z
  .object({ accountId: z.string().min(1).max(128), displayName: z.string().max(255).optional() })
  .partial();

export const issueWebhookSchema = z.object({
  webhookEvent: z.enum(['jira:issue_created', 'jira:issue_deleted']),
  timestamp: z.number().optional(),
  user: person.optional(),
  issue: z.object({
    id: z.union([jiraIdSchema, z.number().int().nonnegative()]).transform(String),
    key: issueKey,
    fields: z
      .object({
        project: z.object({ id: z.union([jiraIdSchema, z.number()]).transform(String) }),
        issuetype: z.object({ id: z.union([jiraIdSchema, z.number()]).transform(String) }),
        created: z.string().optional(),
      })
      .partial()
      .optional(),
  }),
});
export type IssueWebhook = z.infer<typeof issueWebhookSchema>;

export const triggeredSchema = z.object({
  configuration: z.object({ value: z.string().max(100_000).optional() }).optional(),
  issue: z.object({
    id: z.union([jiraIdSchema, z.number().int().nonnegative()]).transform(String),
    key: issueKey,
  }),
  transition: z
    .object({
      transitionId: z.union([z.number(), z.string()]).optional(),
      transitionName: z.string().max(255).optional(),
      from_status: z.string().max(255).optional(),
      to_status: z.string().max(255).optional(),
    })
    .optional(),
  user: person.optional(),
  timestamp: z.number().optional(),
});
export type Triggered = z.infer<typeof triggeredSchema>;
