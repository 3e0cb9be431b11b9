import type { Language } from './language';

/** GET /api/me: whom the server recognised in this request, and whether they administer the site. */
export interface MeDto {
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
