/** GET /api/me: who the server thinks the caller is. */
export interface MeDto {
  tenantKey: string;
  productType: 'jira' | 'confluence' | 'portal';
  user: {
    kind: 'atlassian' | 'portal' | 'apiKey' | 'share';
    id: string;
    displayName: string | null;
  };
  isAdmin: boolean;
  locale: 'en' | 'de';
}
