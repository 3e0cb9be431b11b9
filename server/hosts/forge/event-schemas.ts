/**
 * What Forge posts to our remote's event endpoints (docs/FORGE.md, "Product events"): the
 * trigger events `avi:jira:created:issue`, `avi:jira:deleted:issue` and
 * `avi:forge:installed:app`, and a workflow post function's event. Only the fields we use are
 * checked (Forge sends more; they are dropped). Ids come as strings or numbers.
 */
import { z } from 'zod';
import { jiraIdSchema } from '../../../shared/jira';

const jiraId = z.union([jiraIdSchema, z.number().int().nonnegative()]).transform(String);
const statusId = z.union([z.string().min(1).max(255), z.number()]).transform(String);
const issueKey = z.string().regex(/^[A-Z][A-Z0-9_]{0,49}-\d{1,10}$/);
const accountId = z.string().min(1).max(128);
/** A post function's configuration, as `workflowRules.onConfigure` returned it (≤ 100 kB). */
const ruleConfig = z.string().max(100_000);

const issue = z.object({
  id: jiraId,
  key: issueKey,
  fields: z
    .object({
      project: z.object({ id: jiraId, key: z.string().max(255).optional() }),
      issuetype: z.object({ id: jiraId }),
      created: z.string().max(64).optional(),
    })
    .partial()
    .optional(),
});

const issueEvent = <T extends string>(eventType: T) =>
  z.object({
    eventType: z.literal(eventType),
    atlassianId: accountId.optional(),
    issue,
  });

export const issueCreatedSchema = issueEvent('avi:jira:created:issue');
export const issueDeletedSchema = issueEvent('avi:jira:deleted:issue');
export type ForgeIssueEvent = z.infer<typeof issueCreatedSchema | typeof issueDeletedSchema>;

const status = z.object({ id: statusId, name: z.string().max(255).optional() }).partial();

export const postFunctionEventSchema = z.object({
  issue: z.object({ id: jiraId, key: issueKey }),
  transition: z
    .object({
      from: status,
      to: status,
      transitionId: statusId,
      transitionName: z.string().max(255),
    })
    .partial()
    .optional(),
  postFunction: z
    .object({ id: z.string().max(255) })
    .partial()
    .optional(),
  config: ruleConfig.optional(),
  configuration: z.union([ruleConfig, z.object({ value: ruleConfig.optional() })]).optional(),
  atlassianId: accountId.optional(),
});
export type ForgePostFunctionEvent = z.infer<typeof postFunctionEventSchema>;

export const installedSchema = z.object({
  id: z.string().max(255).optional(),
  installerAccountId: accountId.optional(),
  app: z.object({ id: z.string().min(1).max(255), version: z.string().max(100).optional() }),
  environment: z
    .object({ id: z.string().max(255) })
    .partial()
    .optional(),
  context: z.string().regex(/^ari:cloud:(jira|confluence)::site\/[A-Za-z0-9-]{1,100}$/),
});
export type ForgeInstalledEvent = z.infer<typeof installedSchema>;
