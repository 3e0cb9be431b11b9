/**
 * The portal's sign-in calls (seed section 7): `createUser`, `getInvitation`,
 * `acceptInvitation`, `getUserTenantKey`. They act for a person Firebase signed in, who has no
 * site yet, so they take that person rather than a RequestContext.
 */
import type { FirebaseUser } from '../../auth/firebase-tokens';
import type { Repositories, TransactionRunner } from '../../db/unit-of-work';
import type { TenantsRepository } from '../../db/repositories/tenants-repository';
import type { InvitationRow } from '../../db/repositories/portal-repository';
import type { PortalInvitationDto, PortalTenantDto } from '../../../shared/invitations';
import { nowIso } from '../../db/clock';
import { conflict, forbidden, notFound } from '../../errors';
import { hashInvitationCode, statusOf } from './invitation-code';
import { pseudonymOf } from '../people/pseudonym';

interface PortalDeps {
  repos: Repositories;
  run: TransactionRunner;
  tenants: TenantsRepository;
}

const profileOf = (person: FirebaseUser) => ({
  uid: person.uid,
  email: person.email,
  displayName: person.name,
  photoUrl: person.picture,
});

/** `createUser`: records the signed-in person (name, e-mail, photo), keeping their site. */
export async function createPortalUser(deps: PortalDeps, person: FirebaseUser): Promise<void> {
  await deps.repos.portal.saveUser(profileOf(person), nowIso());
}

/** An invitation that can still be accepted: 404 if unknown, withdrawn or expired, 409 if used. */
async function openInvitation(deps: PortalDeps, code: string): Promise<InvitationRow> {
  const row = await deps.repos.portal.invitationByCodeHash(hashInvitationCode(code));
  if (!row) throw notFound('errors.invitationNotFound');
  const status = statusOf(row, nowIso());
  if (status === 'used') throw conflict('errors.invitationUsed');
  if (status !== 'open') throw notFound('errors.invitationNotFound');
  const tenant = await deps.tenants.find(row.tenant_key);
  if (!tenant || tenant.state !== 'installed') throw notFound('errors.invitationNotFound');
  return row;
}

/** `getInvitation`: the invited address and the template's title, for the login screen. */
export async function getInvitation(deps: PortalDeps, code: string): Promise<PortalInvitationDto> {
  const row = await openInvitation(deps, code);
  const template = await deps.repos.templates.find(row.tenant_key, row.template_uid);
  if (!template) throw notFound('errors.invitationNotFound');
  return { email: row.email, checklistTitle: template.title };
}

/**
 * `acceptInvitation`: only for oneself, only with the invited address, once. The conditional
 * update decides between concurrent accepts; the person's record is made and they join the
 * site in the same transaction, so a refused accept or join leaves nothing changed.
 */
export async function acceptInvitation(
  deps: PortalDeps,
  person: FirebaseUser,
  userId: string,
  code: string,
): Promise<PortalTenantDto> {
  if (userId !== person.uid) throw forbidden('errors.portalOtherUser');
  const row = await openInvitation(deps, code);
  if (!person.email) throw forbidden('errors.invitationNoEmail');
  if (person.email !== row.email)
    throw forbidden('errors.invitationOtherEmail', { email: row.email });
  await deps.run(async (uow) => {
    const at = nowIso();
    // The person's record belongs to the accept: a refused one (409) leaves none behind.
    await uow.repos.portal.ensureUser(profileOf(person), at);
    if (!(await uow.repos.portal.useInvitation(row.id, person.uid, at)))
      throw conflict('errors.invitationUsed');
    if (!(await uow.repos.portal.joinTenant(person.uid, row.tenant_key, at)))
      throw conflict('errors.portalOtherSite');
  });
  return { tenantKey: row.tenant_key };
}

/** `getUserTenantKey`: the person's site, or 404 (the no-tenant screen). */
export async function portalTenantOf(
  deps: PortalDeps,
  person: FirebaseUser,
): Promise<PortalTenantDto> {
  const record = await deps.repos.portal.user(person.uid);
  const tenantKey = record?.tenant_key;
  if (!tenantKey) throw notFound('errors.portalNoTenant');
  const tenant = await deps.tenants.find(tenantKey);
  if (!tenant || tenant.state !== 'installed') throw notFound('errors.portalNoTenant');
  return { tenantKey };
}

/**
 * A portal person deletes their own account (docs/PORTAL.md): everything their site holds
 * about them is erased as `person-erase` does (what they did stays, by a pseudonym), then
 * their Firebase account is deleted. Asking again after a failure finishes the job.
 */
export async function deletePortalAccount(
  deps: PortalDeps,
  person: FirebaseUser,
  deleteFirebaseAccount: (uid: string) => Promise<void>,
): Promise<void> {
  const record = await deps.repos.portal.user(person.uid);
  const tenantKey = record?.tenant_key;
  if (tenantKey) {
    await deps.run(async (uow) => {
      const names = await uow.repos.personData.namesOf(tenantKey, person.uid);
      const address = person.email ? [person.email] : [];
      const pseudonym = pseudonymOf(tenantKey, person.uid);
      await uow.repos.personData.erase(tenantKey, person.uid, pseudonym, [...names, ...address]);
    });
  }
  await deps.repos.personData.deleteSitelessPortalUser(person.uid);
  await deleteFirebaseAccount(person.uid);
}
