/** Timestamps as stored: ISO-8601 UTC with milliseconds, sortable as text on both databases. */
export const nowIso = (): string => new Date().toISOString();
