import type { Language } from './language';

/** Whom the server recognised in this request, and whether they administer the site. */
export interface CallerDto {
  tenantKey: string;
  productType: 'jira' | 'confluence' | 'portal';
  user: {
    kind: 'atlassian' | 'portal' | 'apiKey' | 'share' | 'jira' | 'workflow';
    id: string;
    displayName: string | null;
  };
  isAdmin: boolean;
  locale: Language;
}

/**
 * What the caller may do on the site beyond one resource (server/policies/permissions.ts
 * decides; the server enforces the same answers). Screens show their buttons by these, never
 * by which host runs them.
 */
export interface CallerPermissions {
  /** Make templates: create one, copy one, use an example, make one from a checklist. */
  canCreateTemplates: boolean;
  /** Search the site's people (pickers of assignees); portal users only see names. */
  canSearchPeople: boolean;
}

/** GET /api/me: the caller and what they may do on the site. */
export interface MeDto extends CallerDto {
  permissions: CallerPermissions;
}

/** GET /api/v1/me: whom an API key acts as, and the key. */
export interface ApiKeyCallerDto extends CallerDto {
  /**
   * Whether calls with this key have admin rights: a site key's do; a person's key never,
   * even when the person administers the site (`isAdmin` then says so).
   */
  apiKey: { id: string; name: string; scope: 'read' | 'write'; actsAsAdmin: boolean };
}
