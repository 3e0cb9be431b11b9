import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const problems = (env: NodeJS.ProcessEnv): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('loadConfig', () => {
  it('has working defaults for a local start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      baseUrl: 'http://localhost:3000',
      databaseUrl: 'sqlite:data/checklists.sqlite',
      connectAllowedHosts: ['*.atlassian.net'],
      connectJsUrl: 'https://connect-cdn.atl-paas.net/all.js',
      connectOauthUrl: 'https://oauth-2-authorization-server.services.atlassian.com',
      logLevel: 'info',
    });
    expect(config.connectKeysCdnUrl).toBeUndefined();
  });

  it('takes another authorization server for user impersonation, https in production', () => {
    expect(loadConfig({ CONNECT_OAUTH_URL: 'http://127.0.0.1:3100/' }).connectOauthUrl).toBe(
      'http://127.0.0.1:3100',
    );
    expect(problems({ CONNECT_OAUTH_URL: 'oauth.example.com' })).toEqual([
      `CONNECT_OAUTH_URL must be an http(s) URL (Atlassian's authorization server for acting as a person (user impersonation)) (got "oauth.example.com")`,
    ]);
    expect(
      problems({
        NODE_ENV: 'production',
        BASE_URL: 'https://c.example.com',
        CONNECT_OAUTH_URL: 'http://oauth.example.com',
      }),
    ).toEqual([
      'CONNECT_OAUTH_URL must be an https URL in production (got "http://oauth.example.com")',
    ]);
  });

  it('derives BASE_URL from PORT and drops a trailing slash', () => {
    expect(loadConfig({ PORT: '4000' }).baseUrl).toBe('http://localhost:4000');
    expect(loadConfig({ BASE_URL: 'https://x.example.com/' }).baseUrl).toBe(
      'https://x.example.com',
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', LOG_LEVEL: ' ' }).port).toBe(3000);
  });

  it('names every bad value, with what it got', () => {
    const found = problems({
      PORT: 'eighty',
      BASE_URL: 'localhost:3000',
      DATABASE_URL: 'mysql://x',
      CONNECT_ALLOWED_HOSTS: '*.atlassian.net, not a host',
      LOG_LEVEL: 'loud',
      FIREBASE_AUTH_EMULATOR_HOST: 'nowhere',
    });
    expect(found).toHaveLength(6);
    expect(found).toContain('PORT must be a whole number between 1 and 65535 (got "eighty")');
    expect(found.find((p) => p.startsWith('DATABASE_URL'))).toMatch(/sqlite:<file> or postgres/);
    expect(found.find((p) => p.startsWith('LOG_LEVEL'))).toMatch(/one of fatal, error/);
  });

  it('refuses the Auth emulator in production', () => {
    expect(
      problems({
        NODE_ENV: 'production',
        BASE_URL: 'https://c.example.com',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toEqual([
      expect.stringMatching(/^FIREBASE_AUTH_EMULATOR_HOST must not be set in production/),
    ]);
  });

  it('wants https in production except on loopback', () => {
    expect(problems({ NODE_ENV: 'production', BASE_URL: 'http://c.example.com' })).toHaveLength(1);
    expect(problems({ NODE_ENV: 'production', BASE_URL: 'http://localhost:3000' })).toEqual([]);
  });

  it('runs one server process unless SERVER_PROCESSES asks for more, on PostgreSQL only', () => {
    expect(loadConfig({}).serverProcesses).toBe(1);
    const postgres = 'postgres://app@db.example.com/checklists';
    expect(loadConfig({ SERVER_PROCESSES: '4', DATABASE_URL: postgres }).serverProcesses).toBe(4);
    expect(problems({ SERVER_PROCESSES: '0', DATABASE_URL: postgres })).toEqual([
      'SERVER_PROCESSES must be a whole number from 1 to 32 (got "0")',
    ]);
    expect(problems({ SERVER_PROCESSES: 'auto', DATABASE_URL: postgres })).toHaveLength(1);
    expect(problems({ SERVER_PROCESSES: '2' })).toEqual([
      expect.stringMatching(/^SERVER_PROCESSES above 1 needs PostgreSQL/),
    ]);
    expect(problems({ SERVER_PROCESSES: '1', DATABASE_URL: 'sqlite:x.sqlite' })).toEqual([]);
  });
});
