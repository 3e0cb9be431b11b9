/**
 * Whether the app runs as the portal for a signed-in portal user: only there is a tenant key
 * known in the client (inside a host the server knows the tenant). Portal users make no
 * templates and do not search the site's Atlassian people (docs/PORTAL.md), so screens hide
 * what the server would refuse them.
 */
import { useAtomValue } from 'jotai';
import { tenantKeyAtom } from './atoms';

export const useInPortal = (): boolean => useAtomValue(tenantKeyAtom) !== null;
