/**
 * `Authorization: Bearer <Firebase ID token>` on /api: a portal user (docs/PORTAL.md). Their
 * site is the one whose invitation they accepted; they reach only the templates they were
 * invited to and the checklists made from them (`portal` in the context, read by the
 * policies). Someone signed in but never invited gets 401 here: the portal's own calls
 * (`/api/portal/…`) are where they find that out.
 */
import type { TenantsRepository } from '../db/repositories/tenants-repository';
import type { PortalRepository } from '../db/repositories/portal-repository';
import { unauthorized } from '../errors';
import type { CredentialVerifier } from './credential';
import { portalContext } from './caller-contexts';
import { firebaseTokenOf, type FirebaseTokens } from './firebase-tokens';

export function portalTokenVerifier(deps: {
  firebase: FirebaseTokens;
  portal: PortalRepository;
  tenants: TenantsRepository;
}): CredentialVerifier {
  return {
    accepts: (authorization) => firebaseTokenOf(authorization) !== null,
    async verify(authorization, request) {
      const token = firebaseTokenOf(authorization);
      if (!token) throw unauthorized();
      const person = await deps.firebase.verify(token);
      const record = await deps.portal.user(person.uid);
      const tenantKey = record?.tenant_key;
      if (!tenantKey) throw unauthorized('errors.portalNoTenant');
      const tenant = await deps.tenants.find(tenantKey);
      if (!tenant || tenant.state !== 'installed') throw unauthorized('errors.portalNoTenant');
      const templateUids = await deps.portal.invitedTemplateUids(tenantKey, person.uid);
      return {
        ctx: portalContext({
          tenantKey,
          userId: person.uid,
          displayName: record.display_name ?? person.name ?? record.email ?? person.email,
          reach: { templateUids },
          locale: request.locale,
        }),
      };
    },
  };
}
