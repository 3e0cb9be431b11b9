/**
 * What the permission tests share (permissions-*.test.ts). People: alice and dieter are site
 * admins, bob and clara are members.
 */
import type { TestApp } from '../test/test-app';
import { tenantSnapshot } from '../test/tenant-snapshot';
import { findUser } from '../../e2e/simulator/lib/directory';

export const clara = findUser('clara')?.accountId ?? '';
export const dieter = findUser('dieter')?.accountId ?? '';

/** Requests on the app the test file started (read when called, so after its beforeAll). */
export function permissionRequests(app: () => TestApp) {
  /** Everything the site has stored, to show a refused request changed nothing. */
  const snapshot = () =>
    tenantSnapshot(app().handle.database.db, [app().tenant('acme', 'confluence').clientKey]);

  return { snapshot };
}
