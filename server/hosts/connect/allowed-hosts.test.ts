import { describe, expect, it } from 'vitest';
import { frameAncestorSources, isAllowedHost } from './allowed-hosts';

describe('CONNECT_ALLOWED_HOSTS', () => {
  const cloud = ['*.atlassian.net'];
  it('allow https Cloud sites', () => {
    expect(isAllowedHost('https://acme.atlassian.net', cloud)).toBe(true);
    expect(isAllowedHost('https://acme.atlassian.net/wiki', cloud)).toBe(true);
  });
  it('refuse look-alikes, other hosts and plain http', () => {
    expect(isAllowedHost('https://atlassian.net', cloud)).toBe(false);
    expect(isAllowedHost('https://a.b.atlassian.net', cloud)).toBe(false);
    expect(isAllowedHost('https://acme.atlassian.net.evil.com', cloud)).toBe(false);
    expect(isAllowedHost('http://acme.atlassian.net', cloud)).toBe(false);
    expect(isAllowedHost('not a url', cloud)).toBe(false);
  });
  it('allow plain http on loopback only when listed', () => {
    expect(isAllowedHost('http://127.0.0.1:3100', cloud)).toBe(false);
    expect(isAllowedHost('http://127.0.0.1:3100/wiki', ['127.0.0.1'])).toBe(true);
  });
  it('turn into frame-ancestors sources', () => {
    expect(frameAncestorSources(['*.atlassian.net', 'localhost'])).toEqual([
      'https://*.atlassian.net',
      'http://localhost:*',
      'https://localhost:*',
    ]);
  });
});
