/**
 * The simulator's memory: installations, what tests may want to check (records of REST calls,
 * lifecycle events, deliveries) and each site's data: Jira's (issues, workflow, issue
 * properties) and Confluence's (pages with their macros and parameters).
 */
import type { HostTenant } from '../lib/host-tokens';
import { JiraData } from './jira-data';
import { ConfluenceData } from './confluence-data';

export type Product = 'jira' | 'confluence';

export interface Installation {
  tenant: HostTenant;
  installed: boolean;
  enabled: boolean;
  lastResult: string;
}

export interface SimRecord {
  at: string;
  site: string;
  kind: string;
  data: unknown;
}

export class SimState {
  readonly installations = new Map<string, Installation>();
  readonly records: SimRecord[] = [];
  /** `${site}:${issueId}:${propertyKey}` → JSON value */
  readonly issueProperties = new Map<string, unknown>();
  /** Each site's Jira: issues, workflow rules, outages. */
  private readonly jiraBySite = new Map<string, JiraData>();
  /** Each site's Confluence: spaces' pages, their macros and versions. */
  private readonly confluenceBySite = new Map<string, ConfluenceData>();

  jira(site: string): JiraData {
    let data = this.jiraBySite.get(site);
    if (!data) this.jiraBySite.set(site, (data = new JiraData()));
    return data;
  }

  confluence(site: string): ConfluenceData {
    let data = this.confluenceBySite.get(site);
    if (!data) this.confluenceBySite.set(site, (data = new ConfluenceData()));
    return data;
  }

  key(site: string, product: Product): string {
    return `${site}:${product}`;
  }

  installation(site: string, product: Product): Installation | undefined {
    return this.installations.get(this.key(site, product));
  }

  record(site: string, kind: string, data: unknown): void {
    this.records.push({ at: new Date().toISOString(), site, kind, data });
    if (this.records.length > 1000) this.records.shift();
  }
}
