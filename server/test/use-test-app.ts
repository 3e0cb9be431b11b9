/**
 * One app for a test file: started before its tests with the given installations, closed
 * after them. The answer stands for that app: its properties are read from the app once it
 * runs, so a file can name it at the top and use it in every test.
 */
import { afterAll, beforeAll } from 'vitest';
import type { ConnectProduct } from '../hosts/connect/descriptors';
import { createTestApp, type TestApp } from './test-app';

export function useTestApp(...installations: [site: string, product: ConnectProduct][]): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    for (const [site, product] of installations) await app.install(site, product);
  });
  afterAll(() => app?.close());
  return new Proxy({} as TestApp, {
    get(_target, key) {
      if (!app) throw new Error('The test app starts in beforeAll; use it inside a test.');
      return Reflect.get(app, key);
    },
  });
}
