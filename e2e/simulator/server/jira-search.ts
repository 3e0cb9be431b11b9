/**
 * JQL search over the site's issues (REST `GET|POST /rest/api/3/search/jql` and the search
 * page), with the aliases the installed apps index through `jiraEntityProperties`.
 */
import type { SimContext, SiteRuntime } from './context';
import { findProject } from './fixtures';
import { matchesJql, parseJql } from '../lib/jql';
import type { LiveIssue } from './jira-data';

interface Extraction {
  objectName: string;
  type: 'number' | 'string';
  alias?: string;
}

/** alias → where its value lives: property key, object path, type. */
function aliases(sim: SimContext) {
  const found = new Map<
    string,
    { propertyKey: string; objectName: string; type: 'number' | 'string' }
  >();
  const modules = (sim.descriptor('jira')?.modules.jiraEntityProperties ?? []) as {
    keyConfigurations?: { propertyKey: string; extractions: Extraction[] }[];
  }[];
  for (const module of modules) {
    for (const config of module.keyConfigurations ?? []) {
      for (const e of config.extractions) {
        if (e.alias)
          found.set(e.alias.toLowerCase(), {
            propertyKey: config.propertyKey,
            objectName: e.objectName,
            type: e.type,
          });
      }
    }
  }
  return found;
}

export function searchIssues(sim: SimContext, site: SiteRuntime, jql: string): LiveIssue[] {
  const tree = parseJql(jql);
  const known = aliases(sim);
  const issues = [...sim.state.jira(site.name).issues.values()];
  return issues.filter((issue) =>
    matchesJql(tree, (field) => {
      const name = field.toLowerCase();
      if (name === 'project') return { value: issue.projectKey, type: 'string' };
      if (name === 'issuetype' || name === 'type')
        return { value: issue.issueTypeName, type: 'string' };
      if (name === 'status') return { value: issue.status, type: 'string' };
      if (name === 'key' || name === 'issuekey') return { value: issue.key, type: 'string' };
      const alias = known.get(name);
      if (!alias)
        throw new Error(
          `Field '${field}' does not exist or you do not have permission to view it.`,
        );
      const property = sim.state.issueProperties.get(
        `${site.name}:${issue.id}:${alias.propertyKey}`,
      );
      const value = alias.objectName
        .split('.')
        .reduce<unknown>(
          (v, part) =>
            v && typeof v === 'object' ? (v as Record<string, unknown>)[part] : undefined,
          property,
        );
      return value === undefined ? undefined : { value, type: alias.type };
    }),
  );
}

export const searchResultJson = (site: SiteRuntime, issue: LiveIssue) => ({
  id: issue.id,
  key: issue.key,
  self: `${site.origin}/rest/api/3/issue/${issue.id}`,
  fields: {
    summary: issue.summary,
    status: { name: issue.status },
    issuetype: { id: issue.issueTypeId, name: issue.issueTypeName },
    project: { key: issue.projectKey, name: findProject(issue.projectKey)?.name },
  },
});
