import type { RequestContext } from '../auth/request-context';
import type { CallerDto, CallerPermissions, MeDto } from '../../shared/me';

/** The caller as the server sees them. */
export function presentCaller(ctx: RequestContext): CallerDto {
  return {
    tenantKey: ctx.tenantKey,
    productType: ctx.productType,
    user: ctx.user,
    isAdmin: ctx.isAdmin,
    locale: ctx.locale,
  };
}

/** GET /api/me: the caller and the site permissions the policies gave them. */
export function presentMe(ctx: RequestContext, permissions: CallerPermissions): MeDto {
  return { ...presentCaller(ctx), permissions };
}
