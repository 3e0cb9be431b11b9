import { createHash } from 'node:crypto';

/**
 * What stands for an erased person (docs/OPERATIONS.md, "Personal data"): the same for the same
 * person on the same site, so their past actions still group, and nothing that leads back.
 */
export const pseudonymOf = (tenantKey: string, personId: string): string =>
  `erased-${createHash('sha256').update(`${tenantKey}\0${personId}`).digest('hex').slice(0, 16)}`;
