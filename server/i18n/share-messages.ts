/** Server messages of share links (docs/SHARING.md), English and German. */
export const sharesEn = {
  'errors.shareForbidden':
    "Only people who may change this checklist's structure, and site administrators, can share it.",
  'errors.shareOutOfReach': 'This share link reaches only its own checklist.',
  'errors.shareViewOnly': 'This share link lets you view the checklist, not change it.',
  'errors.sharesOff':
    'Public share links are turned off on this site. A site administrator can allow them.',
  'errors.shareNotFound': 'This share link does not exist or was revoked.',
  'errors.shareLimit':
    'This checklist has {{max}} share links already. Revoke one to create another.',
  'errors.shareExpiryPast': 'The expiry must lie in the future.',
  'errors.shareNotAvailable': 'This link is not available.',
  'page.shareNotAvailableTitle': 'This link is not available',
  'page.shareNotAvailableBody':
    'The link may be mistyped, revoked or expired. Ask the person who sent it for a new one.',
} as const;

export const sharesDe: Record<keyof typeof sharesEn, string> = {
  'errors.shareForbidden':
    'Nur wer die Struktur dieser Checkliste ändern darf, und Website-Administratoren können sie teilen.',
  'errors.shareOutOfReach': 'Dieser Freigabelink erreicht nur seine eigene Checkliste.',
  'errors.shareViewOnly':
    'Mit diesem Freigabelink können Sie die Checkliste ansehen, aber nicht ändern.',
  'errors.sharesOff':
    'Öffentliche Freigabelinks sind auf dieser Website ausgeschaltet. Ein Website-Administrator kann sie erlauben.',
  'errors.shareNotFound': 'Dieser Freigabelink existiert nicht oder wurde widerrufen.',
  'errors.shareLimit':
    'Diese Checkliste hat bereits {{max}} Freigabelinks. Widerrufen Sie einen, um einen neuen zu erstellen.',
  'errors.shareExpiryPast': 'Das Ablaufdatum muss in der Zukunft liegen.',
  'errors.shareNotAvailable': 'Dieser Link ist nicht verfügbar.',
  'page.shareNotAvailableTitle': 'Dieser Link ist nicht verfügbar',
  'page.shareNotAvailableBody':
    'Der Link ist vielleicht falsch geschrieben, widerrufen oder abgelaufen. Bitten Sie die Person, die ihn geschickt hat, um einen neuen.',
};
