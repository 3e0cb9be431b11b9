/**
 * The shell page: a light entry's deferred stylesheets are prefetched, not preloaded, so the
 * browser does not warn about each one it does not use at once (issue 21: about 40 console
 * warnings per load of the issue panel in a development build), and they stay off until a
 * lazy part applies them.
 */
import { describe, expect, it } from 'vitest';
import { renderShell } from './shell-html';

describe('the shell page', () => {
  it('prefetches deferred stylesheets without applying or preloading them', () => {
    const html = renderShell(
      {
        entry: '/assets/issue-panel-main.js',
        styles: ['/assets/tokens.css'],
        preload: ['/assets/chunk-a.js'],
        deferredStyles: ['/assets/chunk-b.css', '/assets/chunk-c.css'],
      },
      {
        environment: 'development',
        connectJsUrl: 'https://connect-cdn.atl-paas.net/all.js',
        sessionToken: null,
        product: 'jira',
        infoRoutes: false,
        firebase: { projectId: 'p', apiKey: null, authDomain: null, emulatorHost: null },
      },
      'en',
    );
    expect(html).toContain(
      '<link rel="prefetch" as="style" data-deferred-style href="/assets/chunk-b.css">',
    );
    expect(html).not.toMatch(/rel="preload"/);
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
  });
});
