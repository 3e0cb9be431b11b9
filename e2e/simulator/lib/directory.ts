/**
 * The people and sites the simulator plays. Account ids are global across sites, as
 * Atlassian accounts are; what someone may do depends on the site.
 */
export interface SimUser {
  id: string;
  accountId: string;
  displayName: string;
  /** Java-style locale, as `AP.user.getLocale()` answers on Cloud. */
  locale: 'en_US' | 'de_DE';
  timeZone: string;
  /** Site administrators (Jira ADMINISTER, Confluence `administer` on the application). */
  admin: boolean;
}

export const USERS: readonly SimUser[] = [
  {
    id: 'alice',
    accountId: '557058:sim-alice',
    displayName: 'Alice Admin',
    locale: 'en_US',
    timeZone: 'Europe/London',
    admin: true,
  },
  {
    id: 'bob',
    accountId: '557058:sim-bob',
    displayName: 'Bob Member',
    locale: 'en_US',
    timeZone: 'America/New_York',
    admin: false,
  },
  {
    id: 'dieter',
    accountId: '557058:sim-dieter',
    displayName: 'Dieter Verwalter',
    locale: 'de_DE',
    timeZone: 'Europe/Berlin',
    admin: true,
  },
  {
    id: 'clara',
    accountId: '557058:sim-clara',
    displayName: 'Clara Mitglied',
    locale: 'de_DE',
    timeZone: 'Europe/Vienna',
    admin: false,
  },
];

export function findUser(idOrAccountId: string | undefined): SimUser | undefined {
  return USERS.find((u) => u.id === idOrAccountId || u.accountId === idOrAccountId);
}

export interface SimSite {
  /** Short name, also the first part of every clientKey of the site. */
  name: string;
  title: string;
  /** A Forge-only site: the Forge apps are installed there, the Connect apps are not. */
  forge?: boolean;
}

export const SITES: readonly SimSite[] = [
  { name: 'acme', title: 'Acme Corporation' },
  { name: 'globex', title: 'Globex' },
  { name: 'initech', title: 'Initech (Forge)', forge: true },
];
