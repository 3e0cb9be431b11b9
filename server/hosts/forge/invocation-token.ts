/**
 * `Authorization: Bearer <Forge Invocation Token>` on /api: a call from one of our Forge apps'
 * Custom UI through Forge Remote (docs/FORGE.md). The token is verified by
 * forge-invocation-claims.ts (via forge-verified-call.ts), its installation is the tenant
 * (forge-installations.ts), its `principal` the user (`kind: 'atlassian'`, the account id).
 *
 * Telling it apart from the other Bearer credentials on /api: a Firebase ID token is a JWT
 * too, and an API key (`ck_…`, /api/v1 only) is not a JWT. `accepts` peeks at the unverified
 * payload's `iss`: `forge/invocation-token` is ours, Firebase's is
 * `https://securetoken.google.com/<project>`. Peeking is cheap (one base64 decode) and safe:
 * it only picks the verifier, and `verify` checks the signature and every claim; a forged
 * `iss` just lands a token here to be refused.
 *
 * The token says who the user is, not what they may do: the name and the admin right come
 * from the product (the host directory, with the app system token the call brought; cached
 * 60 s per tenant and account), as under Connect. When the product cannot be asked, the user
 * is a non-admin without a name.
 */
import type { HostDirectory } from '../../products/host-directory';
import type { CredentialVerifier } from '../../auth/credential';
import { atlassianContext } from '../../auth/caller-contexts';
import { forgeSignedPlace } from './signed-context';
import { forgeInvocationTokenOf, verifyForgeCall, type ForgeCallDeps } from './verified-call';

export { forgeInvocationTokenOf, forgeRemoteOf } from './verified-call';

export function forgeInvocationTokenVerifier(
  deps: ForgeCallDeps & { directory: HostDirectory },
): CredentialVerifier {
  return {
    accepts: (authorization) => forgeInvocationTokenOf(authorization) !== null,
    async verify(authorization, request) {
      // The JSON API acts for a person; events (no principal) have routes of their own.
      const { invocation, tenant } = await verifyForgeCall(deps, authorization, request.headers, {
        requireUser: true,
      });
      const accountId = invocation.principal ?? '';
      const profile = await deps.directory.profile(tenant, accountId);
      return {
        ctx: atlassianContext({
          site: tenant,
          accountId,
          displayName: profile.displayName,
          isAdmin: profile.isAdmin,
          signed: forgeSignedPlace(invocation.context),
          locale: request.locale,
        }),
      };
    },
  };
}
