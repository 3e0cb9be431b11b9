/** The invite code of the login screen's URL, looked up once (`getInvitation`). */
import { useEffect, useState } from 'react';
import type { PortalInvitationDto } from '../../../shared/invitations';
import { ApiError } from '../../lib/api-client';
import { getInvitation } from './api/get-invitation';

export type InvitationLookup =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'valid'; invitation: PortalInvitationDto }
  | { kind: 'used' }
  | { kind: 'invalid'; message: string };

export function useInvitation(code: string | null): InvitationLookup {
  const [lookup, setLookup] = useState<InvitationLookup>(
    code ? { kind: 'loading' } : { kind: 'none' },
  );
  useEffect(() => {
    if (!code) return;
    setLookup({ kind: 'loading' });
    let current = true;
    getInvitation(code).then(
      (invitation) => current && setLookup({ kind: 'valid', invitation }),
      (error: unknown) => {
        if (!current) return;
        // InvitationAlreadyUsed (409): the seed's used-invitation hint.
        if (error instanceof ApiError && error.status === 409) setLookup({ kind: 'used' });
        else setLookup({ kind: 'invalid', message: (error as Error).message });
      },
    );
    return () => {
      current = false;
    };
  }, [code]);
  // No code (any more: signed in, then out, at /web): no invitation to welcome with.
  return code ? lookup : { kind: 'none' };
}
