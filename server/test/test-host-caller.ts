/**
 * Whom a call to the stand-in Atlassian acts as (test-host.ts sets `res.locals.caller`): the
 * app (its JWT, or, `forge`, a Forge app system token) or a person (an impersonation access
 * token, a Forge user token). The product handlers answer a person only what that person may see.
 */
import type { Response } from 'express';
import type { SimUser } from '../../e2e/simulator/lib/directory';

export type HostCaller = { kind: 'app'; forge?: boolean } | { kind: 'user'; user: SimUser };

/** The caller of a request; the app when a stand-in left none (the Forge gateway's app calls). */
export const callerOf = (res: Response): HostCaller =>
  (res.locals.caller as HostCaller | undefined) ?? { kind: 'app' };
