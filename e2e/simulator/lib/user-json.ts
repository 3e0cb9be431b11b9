/** Users as Jira's and Confluence's REST APIs show them. */
import type { SimUser } from './directory';

export function jiraUserJson(user: SimUser, origin = 'https://avatars.example') {
  return {
    accountId: user.accountId,
    accountType: 'atlassian',
    displayName: user.displayName,
    active: true,
    locale: user.locale,
    timeZone: user.timeZone,
    avatarUrls: { '48x48': `${origin}/avatars/${user.id}.png` },
  };
}

export function confluenceUserJson(user: SimUser, withOperations: boolean) {
  return {
    type: 'known',
    accountId: user.accountId,
    accountType: 'atlassian',
    displayName: user.displayName,
    publicName: user.displayName,
    profilePicture: { path: `/wiki/aa-avatar/${user.id}.png`, width: 48, height: 48 },
    ...(withOperations
      ? {
          operations: [
            { operation: 'use', targetType: 'application' },
            ...(user.admin ? [{ operation: 'administer', targetType: 'application' }] : []),
          ],
        }
      : {}),
  };
}
