/** Server messages of Forge Remote calls (docs/FORGE.md), English and German. */
export const forgeEn = {
  'errors.forgeTokenInvalid':
    'The invocation token Atlassian sent with this call could not be verified. Reload the page.',
  'errors.forgeTokenExpired': 'The invocation token of this call has expired. Reload the page.',
  'errors.forgeOtherApp': 'This invocation token was issued for another app.',
  'errors.forgeInstallationInactive': 'Checklists is no longer installed on this site.',
  'errors.forgeNoUser': 'This call carries no signed-in user.',
  'errors.forgeKeysUnavailable':
    "Atlassian's signing keys could not be fetched. Try again in a minute.",
  'errors.forgeOtherProduct': "This invocation token was issued for the other product's app.",
  'errors.forgeEventMismatch': 'This event does not match the app installation that sent it.',
} as const;

export const forgeDe: Record<keyof typeof forgeEn, string> = {
  'errors.forgeTokenInvalid':
    'Das Aufruf-Token, das Atlassian mit diesem Aufruf gesendet hat, konnte nicht geprüft werden. Laden Sie die Seite neu.',
  'errors.forgeTokenExpired':
    'Das Aufruf-Token dieses Aufrufs ist abgelaufen. Laden Sie die Seite neu.',
  'errors.forgeOtherApp': 'Dieses Aufruf-Token wurde für eine andere App ausgestellt.',
  'errors.forgeInstallationInactive': 'Checklists ist auf dieser Website nicht mehr installiert.',
  'errors.forgeNoUser': 'Dieser Aufruf enthält keine angemeldete Person.',
  'errors.forgeKeysUnavailable':
    'Die Signaturschlüssel von Atlassian konnten nicht abgerufen werden. Versuchen Sie es in einer Minute erneut.',
  'errors.forgeOtherProduct':
    'Dieses Aufruf-Token wurde für die App des anderen Produkts ausgestellt.',
  'errors.forgeEventMismatch':
    'Dieses Ereignis passt nicht zu der App-Installation, die es gesendet hat.',
};
