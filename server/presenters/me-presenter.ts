import type { RequestContext } from '../auth/request-context';
import type { MeDto } from '../../shared/me';

/** The caller as the server sees them (GET /api/me). */
export function presentMe(ctx: RequestContext): MeDto {
  return {
    tenantKey: ctx.tenantKey,
    productType: ctx.productType,
    user: ctx.user,
    isAdmin: ctx.isAdmin,
    locale: ctx.locale,
  };
}
