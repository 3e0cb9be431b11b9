/**
 * Messages of our own zod checks, as keys the server translates per request
 * (server/i18n/messages.ts, `validation.*`). zod's built-in checks are translated by its own
 * locales; a plain English sentence here would reach German users untranslated.
 */
export const VALIDATION = {
  id: 'validation.id',
  itemId: 'validation.itemId',
  status: 'validation.status',
  date: 'validation.date',
  templateOrTitle: 'validation.templateOrTitle',
  nothingToChange: 'validation.nothingToChange',
  tag: 'validation.tag',
  statusId: 'validation.statusId',
  colour: 'validation.colour',
  statusIdsUnique: 'validation.statusIdsUnique',
  statusNamesUnique: 'validation.statusNamesUnique',
  routePattern: 'validation.routePattern',
  text: 'validation.text',
  statusIdReserved: 'validation.statusIdReserved',
  integer: 'validation.integer',
} as const;

export type ValidationMessageKey = (typeof VALIDATION)[keyof typeof VALIDATION];
