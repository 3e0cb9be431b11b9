/**
 * What Forge Remote calls bring beside the caller: the OAuth tokens for calls back, kept but
 * never printed, and the configuration naming the JWKS and our apps.
 */
import { Writable } from 'node:stream';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createLogger } from '../../logger';
import { JIRA_FORGE_APP_ID, OTHER_FORGE_APP_ID } from '../../test/forge-invocation-tokens';
import { forgeTokensOf, RedactedSecret } from './remote';

describe("the calls' OAuth tokens", () => {
  it('are kept for calls back and never printed', () => {
    const tokens = forgeTokensOf({
      'x-forge-oauth-system': 'sys.tok.en',
      'x-forge-oauth-user': 'u',
    });
    expect(tokens.systemToken?.reveal()).toBe('sys.tok.en');
    expect(tokens.userToken?.reveal()).toBe('u');
    const printed = [JSON.stringify(tokens), inspect(tokens), `${String(tokens.systemToken)}`];
    for (const text of printed) expect(text).not.toContain('sys.tok.en');
    expect(JSON.stringify(new RedactedSecret('x'))).toBe('"[redacted]"');
    expect(forgeTokensOf({ 'x-forge-oauth-system': ['a', 'b'] }).systemToken).toBeNull();
    expect(forgeTokensOf(undefined)).toEqual({ systemToken: null, userToken: null });
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const headers = { 'x-forge-oauth-system': 'sys.tok.en', 'x-forge-oauth-user': 'sys.tok.en' };
    createLogger('info', sink).info({ req: { headers }, forge: tokens }, 'a call');
    expect(lines.join('')).not.toContain('sys.tok.en');
  });
});

describe('Forge Remote configuration', () => {
  it('reads the JWKS URL and our app ids, a bare uuid getting the ARI prefix', () => {
    const uuid = JIRA_FORGE_APP_ID.split('/')[1] ?? '';
    const config = loadConfig({
      FORGE_JWKS_URL: 'http://127.0.0.1:9/jwks.json',
      FORGE_APP_IDS: `${uuid}, ${OTHER_FORGE_APP_ID}`,
    });
    expect(config.forge).toEqual({
      jwksUrl: 'http://127.0.0.1:9/jwks.json',
      appIds: [JIRA_FORGE_APP_ID, OTHER_FORGE_APP_ID],
    });
    expect(loadConfig({}).forge).toEqual({
      jwksUrl: 'https://forge.cdn.prod.atlassian-dev.net/.well-known/jwks.json',
      appIds: [],
    });
  });

  it('refuses app ids that are not Forge app ARIs, and a plain-http JWKS in production', () => {
    expect(() => loadConfig({ FORGE_APP_IDS: 'checklists' })).toThrow(/FORGE_APP_IDS/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        BASE_URL: 'https://checklists.example.com',
        FORGE_JWKS_URL: 'http://keys.example.com/jwks.json',
      }),
    ).toThrow(/FORGE_JWKS_URL must be an https URL/);
  });
});
