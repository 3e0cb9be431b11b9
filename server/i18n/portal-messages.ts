/** Server messages of the portal and its invitations (docs/PORTAL.md), English and German. */
export const portalEn = {
  'errors.portalNoTenant':
    'You have not been invited to a site yet. Ask your Checklists manager for an invitation.',
  'errors.portalOutOfReach':
    'You were invited to other templates: this one is not shared with you in the portal.',
  'errors.portalOtherUser': 'You can accept invitations only for yourself.',
  'errors.personNotInvited':
    'That person works in the portal and was not invited to this template. Choose someone from the list.',
  'errors.portalOtherSite':
    'You already work with another site in the portal. Sign in with another e-mail address.',
  'errors.invitationNotFound':
    'This invitation does not exist, has expired or was withdrawn. Ask for a new one.',
  'errors.invitationUsed':
    'This invitation code has already been used. Please log in to use the checklist portal.',
  'errors.invitationOtherEmail':
    'This invitation is for {{email}}. Please register with the invited email address.',
  'errors.invitationNoEmail': 'Sign in with an e-mail address to accept an invitation.',
  'errors.invitationRevokeGone': 'This invitation has already been used or withdrawn.',
  'mail.invitationSubject': '{{inviter}} invited you to edit “{{title}}” in Checklists',
  'mail.invitationBody':
    '{{inviter}} invited you to edit the checklist template “{{title}}”.\n\nOpen this link and register with {{email}}:\n{{link}}\n\nThe link works once and expires on {{expires}}.',
} as const;

export const portalDe: Record<keyof typeof portalEn, string> = {
  'errors.portalNoTenant':
    'Sie wurden noch zu keiner Website eingeladen. Bitten Sie Ihre Checklisten-Verantwortlichen um eine Einladung.',
  'errors.portalOutOfReach':
    'Sie wurden zu anderen Vorlagen eingeladen: Diese ist im Portal nicht für Sie freigegeben.',
  'errors.portalOtherUser': 'Sie können Einladungen nur für sich selbst annehmen.',
  'errors.personNotInvited':
    'Diese Person arbeitet im Portal und wurde nicht zu dieser Vorlage eingeladen. Wählen Sie jemanden aus der Liste.',
  'errors.portalOtherSite':
    'Sie arbeiten im Portal bereits mit einer anderen Website. Melden Sie sich mit einer anderen E-Mail-Adresse an.',
  'errors.invitationNotFound':
    'Diese Einladung gibt es nicht, sie ist abgelaufen oder wurde zurückgezogen. Bitten Sie um eine neue.',
  'errors.invitationUsed':
    'Dieser Einladungscode wurde bereits verwendet. Bitte melden Sie sich an, um das Checklisten-Portal zu nutzen.',
  'errors.invitationOtherEmail':
    'Diese Einladung gilt für {{email}}. Bitte registrieren Sie sich mit der eingeladenen E-Mail-Adresse.',
  'errors.invitationNoEmail':
    'Melden Sie sich mit einer E-Mail-Adresse an, um eine Einladung anzunehmen.',
  'errors.invitationRevokeGone': 'Diese Einladung wurde bereits verwendet oder zurückgezogen.',
  'mail.invitationSubject': '{{inviter}} lädt Sie ein, „{{title}}“ in Checklists zu bearbeiten',
  'mail.invitationBody':
    '{{inviter}} lädt Sie ein, die Checklisten-Vorlage „{{title}}“ zu bearbeiten.\n\nÖffnen Sie diesen Link und registrieren Sie sich mit {{email}}:\n{{link}}\n\nDer Link funktioniert einmal und läuft am {{expires}} ab.',
};
