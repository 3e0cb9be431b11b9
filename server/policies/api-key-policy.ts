/**
 * Who manages API keys (docs/API.md, "Public REST API"): every member their own keys; site
 * admins the site's keys. Only people do: a request made with an API key manages no keys.
 */
import type { RequestContext } from '../auth/request-context';
import { deny, type Verdict } from './verdict';
import { isMember } from './callers';

const isPerson = (ctx: RequestContext): boolean => isMember(ctx) && ctx.credential !== 'apiKey';

export const apiKeyRules = {
  'apiKeys.own': (ctx: RequestContext, _site: object): Verdict =>
    isPerson(ctx) || deny('errors.apiKeysPeopleOnly'),
  'apiKeys.site': (ctx: RequestContext, _site: object): Verdict =>
    (isPerson(ctx) && ctx.isAdmin) ||
    deny(ctx.credential === 'apiKey' ? 'errors.apiKeysPeopleOnly' : 'errors.apiKeysAdminOnly'),
};
