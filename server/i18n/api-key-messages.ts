/** Server messages of API keys and the public REST API (docs/API.md), English and German. */
export const apiKeysEn = {
  'errors.apiKeyRequired':
    'This API needs an API key: send it as "Authorization: Bearer ck_…". Create one in Checklists.',
  'errors.apiKeyInvalid':
    'This API key is not valid: it is unknown, revoked, or its owner no longer works on this site.',
  'errors.apiKeyReadOnly': 'This API key may only read.',
  'errors.apiKeyNotFound': 'This API key does not exist or was revoked.',
  'errors.apiKeysAdminOnly': "Only site administrators can manage the site's API keys.",
  'errors.apiKeysPeopleOnly': 'API keys are managed by people, not by other API keys.',
  'errors.apiKeyLimit': 'There are {{max}} active API keys already. Revoke one to create another.',
} as const;

export const apiKeysDe: Record<keyof typeof apiKeysEn, string> = {
  'errors.apiKeyRequired':
    'Diese API braucht einen API-Schlüssel: Senden Sie ihn als „Authorization: Bearer ck_…“. Sie erstellen ihn in Checklists.',
  'errors.apiKeyInvalid':
    'Dieser API-Schlüssel ist ungültig: Er ist unbekannt, wurde widerrufen, oder seine Besitzerin bzw. sein Besitzer arbeitet nicht mehr auf dieser Website.',
  'errors.apiKeyReadOnly': 'Dieser API-Schlüssel darf nur lesen.',
  'errors.apiKeyNotFound': 'Dieser API-Schlüssel existiert nicht oder wurde widerrufen.',
  'errors.apiKeysAdminOnly':
    'Nur Website-Administratoren können die API-Schlüssel der Website verwalten.',
  'errors.apiKeysPeopleOnly':
    'API-Schlüssel werden von Personen verwaltet, nicht von anderen API-Schlüsseln.',
  'errors.apiKeyLimit':
    'Es gibt bereits {{max}} aktive API-Schlüssel. Widerrufen Sie einen, um einen neuen zu erstellen.',
};
