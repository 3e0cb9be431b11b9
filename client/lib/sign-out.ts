/**
 * Signing out from wherever the app runs, for screens that must end the session without
 * knowing how it began (a portal person who deleted their account): the portal registers its
 * Firebase sign-out here (client/features/portal/use-portal-session.ts); in a host there is
 * nothing to end.
 */
let handler: (() => Promise<void>) | null = null;

export function setSignOutHandler(next: (() => Promise<void>) | null): void {
  handler = next;
}

export async function signOutHere(): Promise<void> {
  await handler?.();
}
