/**
 * What the Jira actions ask of Jira itself, as the app (whichever way the app talks to it):
 * issues, projects, permissions and issue properties. Implemented once in rest-jira-site.ts,
 * over Connect's transport (JWT with `qsh` and the installation's shared secret) or Forge's
 * (the token's `apiBaseUrl`, the app system token); product-hosts.ts picks one per tenant.
 */
import type { Tenant } from '../db/repositories/tenants-repository';
import type { JiraIssueTypeDto, JiraProjectDto } from '../../shared/jira';

export interface JiraIssueRef {
  id: string;
  key: string;
  projectId: string;
  projectKey: string;
  issueTypeId: string;
  /** When Jira created it (ISO-8601); undefined when Jira did not say. */
  created?: string;
}

export type JiraProjectPermission = 'ADMINISTER_PROJECTS' | 'BROWSE_PROJECTS';

export interface JiraSite {
  /** The issue as Jira knows it now; undefined when it does not exist (or is gone). */
  issue(tenant: Tenant, issueId: string): Promise<JiraIssueRef | undefined>;
  /** The site's projects whose key or name contains `query`. */
  projects(tenant: Tenant, query: string): Promise<JiraProjectDto[]>;
  /** One project with its issue types; undefined when it does not exist. */
  project(
    tenant: Tenant,
    projectId: string,
  ): Promise<(JiraProjectDto & { issueTypes: JiraIssueTypeDto[] }) | undefined>;
  /** Whether the person holds the permission in the project (Jira's permission API). */
  hasProjectPermission(
    tenant: Tenant,
    accountId: string,
    projectId: string,
    permission: JiraProjectPermission,
  ): Promise<boolean>;
  /** Whether the person may see the issue. */
  canBrowseIssue(tenant: Tenant, accountId: string, issueId: string): Promise<boolean>;
  /** Of these issues, the ones the person may see (one bulk permission check per 1,000). */
  browsableIssues(
    tenant: Tenant,
    accountId: string,
    issueIds: readonly string[],
  ): Promise<Set<string>>;
  /**
   * Writes an issue property: `gone` when the issue no longer exists (404); throws when Jira
   * does not take it otherwise (down, refused).
   */
  putIssueProperty(
    tenant: Tenant,
    issueId: string,
    key: string,
    value: unknown,
  ): Promise<'written' | 'gone'>;
  /** Removes an issue property (gone already is fine); throws when Jira does not answer. */
  deleteIssueProperty(tenant: Tenant, issueId: string, key: string): Promise<void>;
}
