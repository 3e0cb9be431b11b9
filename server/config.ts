/**
 * Configuration comes only from environment variables (docs/CONFIGURATION in README.md).
 * Every value is checked at start-up; a bad one stops the process with a message per value.
 */
import { z } from 'zod';

const NODE_ENVS = ['development', 'test', 'production'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const DEFAULT_CONNECT_JS_URL = 'https://connect-cdn.atl-paas.net/all.js';
/** Atlassian's authorization server for Connect's user impersonation (ACT_AS_USER). */
export const DEFAULT_CONNECT_OAUTH_URL =
  'https://oauth-2-authorization-server.services.atlassian.com';
export const DEFAULT_ALLOWED_HOSTS = '*.atlassian.net';
export const DEFAULT_FIREBASE_PROJECT_ID = 'demo-checklists';
/** Atlassian's keys for Forge invocation tokens (production; staging has its own URL). */
export const DEFAULT_FORGE_JWKS_URL =
  'https://forge.cdn.prod.atlassian-dev.net/.well-known/jwks.json';
const FORGE_APP_ARI_PREFIX = 'ari:cloud:ecosystem::app/';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isForgeAppId = (id: string) => UUID.test(id.slice(FORGE_APP_ARI_PREFIX.length));

export interface Config {
  nodeEnv: (typeof NODE_ENVS)[number];
  port: number;
  /** Public URL without a trailing slash. */
  baseUrl: string;
  databaseUrl: string;
  /** Where ACE fetches install-token public keys; undefined means Atlassian's CDN. */
  connectKeysCdnUrl: string | undefined;
  /** Host name patterns (`*` = one label) allowed to install the apps. */
  connectAllowedHosts: string[];
  connectJsUrl: string;
  /**
   * The authorization server Connect apps ask for a person's access token (`<url>/oauth2/token`,
   * hosts/connect/user-tokens.ts); also the tokens' audience. No trailing slash.
   */
  connectOauthUrl: string;
  firebase: {
    projectId: string;
    apiKey: string | undefined;
    authDomain: string | undefined;
    emulatorHost: string | undefined;
  };
  llm: { apiUrl: string | undefined; apiKey: string | undefined; model: string | undefined };
  /** Forge Remote (docs/FORGE.md): where invocation tokens' keys are, and our apps' ids (ARIs). */
  forge: { jwksUrl: string; appIds: string[] };
  smtpUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Server processes behind one port (node:cluster); more than one needs PostgreSQL. */
  serverProcesses: number;
  /** Requests a minute each API key may make to /api/v1 (shared by every process on PostgreSQL). */
  apiRateLimitPerMinute: number;
  /** Whether a starting process applies the migrations itself (else the operator's `migrate`). */
  migrateOnStart: boolean;
  /** The Bearer token /metrics asks for; undefined: /metrics is not served. */
  metricsToken: string | undefined;
  /** Days a site's data is kept after it uninstalls (restored if it reinstalls meanwhile). */
  uninstallRetentionDays: number;
}

export const DEFAULT_API_RATE_LIMIT_PER_MINUTE = 600;
const API_RATE_LIMIT_MAX = 1_000_000;

/** Each process holds up to 11 PostgreSQL connections (pool and LISTEN). */
export const MAX_SERVER_PROCESSES = 32;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const httpUrl = (what: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^https?:\/\/[^/\s]+/i.test(v) && URL.canParse(v), {
      message: `must be an http(s) URL (${what})`,
    });

const hostPattern = /^(\*|[a-z0-9-]+)(\.(\*|[a-z0-9-]+))*$/i;

const envSchema = z.object({
  NODE_ENV: z
    .enum(NODE_ENVS, { message: `must be one of ${NODE_ENVS.join(', ')}` })
    .default('development'),
  PORT: z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number between 1 and 65535')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 65535, 'must be a whole number between 1 and 65535')
    .optional(),
  BASE_URL: httpUrl(
    'the public URL of this server, e.g. https://checklists.example.com',
  ).optional(),
  DATABASE_URL: z
    .string()
    .trim()
    .refine((v) => /^sqlite:.+/.test(v) || /^postgres(ql)?:\/\/.+/.test(v), {
      message: 'must be sqlite:<file> or postgres://…',
    })
    .optional(),
  CONNECT_KEYS_CDN_URL: httpUrl('where install-token public keys are fetched by kid').optional(),
  CONNECT_ALLOWED_HOSTS: z
    .string()
    .trim()
    .refine(
      (v) =>
        v
          .split(',')
          .map((h) => h.trim())
          .every((h) => hostPattern.test(h)),
      { message: 'must be a comma list of host names or patterns such as *.atlassian.net' },
    )
    .optional(),
  CONNECT_JS_URL: httpUrl('the Atlassian Connect frame script').optional(),
  CONNECT_OAUTH_URL: httpUrl(
    "Atlassian's authorization server for acting as a person (user impersonation)",
  ).optional(),
  FIREBASE_PROJECT_ID: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9-]{4,40}$/,
      'must be a Firebase project id (lower-case letters, digits, dashes)',
    )
    .optional(),
  FIREBASE_API_KEY: optional,
  FIREBASE_AUTH_DOMAIN: optional,
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .trim()
    .regex(/^[\w.-]+:\d+$/, 'must be host:port, e.g. 127.0.0.1:9099')
    .optional(),
  FORGE_JWKS_URL: httpUrl('the JWKS that signs Forge invocation tokens').optional(),
  FORGE_APP_IDS: z
    .string()
    .trim()
    .refine((v) => forgeAppIds(v).every(isForgeAppId), {
      message: 'must be a comma list of Forge app ids such as ari:cloud:ecosystem::app/<uuid>',
    })
    .optional(),
  LLM_API_URL: httpUrl('an OpenAI-compatible endpoint').optional(),
  LLM_API_KEY: optional,
  LLM_MODEL: optional,
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/.+/, 'must be smtp://… or smtps://…')
    .optional(),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  SERVER_PROCESSES: z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number from 1 to ${MAX_SERVER_PROCESSES}`)
    .transform(Number)
    .refine(
      (n) => n >= 1 && n <= MAX_SERVER_PROCESSES,
      `must be a whole number from 1 to ${MAX_SERVER_PROCESSES}`,
    )
    .optional(),
  API_RATE_LIMIT_PER_MINUTE: z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number from 1 to ${API_RATE_LIMIT_MAX}`)
    .transform(Number)
    .refine(
      (n) => n >= 1 && n <= API_RATE_LIMIT_MAX,
      `must be a whole number from 1 to ${API_RATE_LIMIT_MAX}`,
    )
    .optional(),
  MIGRATE_ON_START: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
  UNINSTALL_RETENTION_DAYS: z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number of days from 1 to 3650')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 3650, 'must be a whole number of days from 1 to 3650')
    .optional(),
  METRICS_TOKEN: z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]{16,200}$/, 'must be 16 to 200 printable characters without spaces')
    .optional(),
});

/** Every environment variable the server reads (deploy/compose.yaml is checked against it). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/** `ari:cloud:ecosystem::app/<uuid>` for each entry; a bare uuid gets the prefix (as in ACE). */
function forgeAppIds(list: string): string[] {
  return list
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
    .map((id) => (id.startsWith(FORGE_APP_ARI_PREFIX) ? id : FORGE_APP_ARI_PREFIX + id));
}

/** Reads the configuration from `env`; throws ConfigError naming every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most deployment tools.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        // A secret's value is never echoed, not even a wrong one.
        const got = name === 'METRICS_TOKEN' ? undefined : present[name];
        return `${name} ${issue.message}${got === undefined ? '' : ` (got "${got}")`}`;
      }),
    );
  }
  const e = parsed.data;
  const port = e.PORT ?? 3000;
  const config: Config = {
    nodeEnv: e.NODE_ENV,
    port,
    baseUrl: (e.BASE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL ?? 'sqlite:data/checklists.sqlite',
    connectKeysCdnUrl: e.CONNECT_KEYS_CDN_URL?.replace(/\/+$/, ''),
    connectAllowedHosts: (e.CONNECT_ALLOWED_HOSTS ?? DEFAULT_ALLOWED_HOSTS)
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    connectJsUrl: e.CONNECT_JS_URL ?? DEFAULT_CONNECT_JS_URL,
    connectOauthUrl: (e.CONNECT_OAUTH_URL ?? DEFAULT_CONNECT_OAUTH_URL).replace(/\/+$/, ''),
    firebase: {
      projectId: e.FIREBASE_PROJECT_ID ?? DEFAULT_FIREBASE_PROJECT_ID,
      apiKey: e.FIREBASE_API_KEY,
      authDomain: e.FIREBASE_AUTH_DOMAIN,
      emulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST,
    },
    forge: {
      jwksUrl: e.FORGE_JWKS_URL ?? DEFAULT_FORGE_JWKS_URL,
      appIds: forgeAppIds(e.FORGE_APP_IDS ?? ''),
    },
    llm: { apiUrl: e.LLM_API_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL },
    smtpUrl: e.SMTP_URL,
    logLevel: e.LOG_LEVEL,
    serverProcesses: e.SERVER_PROCESSES ?? 1,
    apiRateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE ?? DEFAULT_API_RATE_LIMIT_PER_MINUTE,
    migrateOnStart: e.MIGRATE_ON_START !== 'false',
    metricsToken: e.METRICS_TOKEN,
    uninstallRetentionDays: e.UNINSTALL_RETENTION_DAYS ?? 30,
  };
  assertOneProcessForSqlite(config);
  assertSafeForProduction(config);
  return config;
}

/**
 * A SQLite file belongs to one process: its group commit and checkpointer assume they are
 * the only writer, and processes on one file would take turns for its write lock.
 */
function assertOneProcessForSqlite(config: Config): void {
  if (config.serverProcesses > 1 && config.databaseUrl.startsWith('sqlite:')) {
    throw new ConfigError([
      `SERVER_PROCESSES above 1 needs PostgreSQL (DATABASE_URL=postgres://…): a SQLite database is written by one process (got "${config.serverProcesses}")`,
    ]);
  }
}

function assertSafeForProduction(config: Config): void {
  if (config.nodeEnv !== 'production') return;
  const problems: string[] = [];
  if (config.firebase.emulatorHost) {
    problems.push(
      'FIREBASE_AUTH_EMULATOR_HOST must not be set in production: with it, unsigned sign-in tokens would be accepted',
    );
  }
  // Atlassian only installs apps served over https; plain http stays allowed on loopback
  // so a production build can be tried locally.
  const { protocol, hostname } = new URL(config.baseUrl);
  if (protocol !== 'https:' && !['localhost', '127.0.0.1'].includes(hostname)) {
    problems.push(`BASE_URL must be an https URL in production (got "${config.baseUrl}")`);
  }
  // Anyone between us and a plain-http JWKS could hand us keys and sign Forge tokens.
  const jwks = new URL(config.forge.jwksUrl);
  if (jwks.protocol !== 'https:' && !['localhost', '127.0.0.1'].includes(jwks.hostname)) {
    problems.push(
      `FORGE_JWKS_URL must be an https URL in production (got "${config.forge.jwksUrl}")`,
    );
  }
  // We send the installations' signed assertions there, and trust the tokens it answers.
  const oauth = new URL(config.connectOauthUrl);
  if (oauth.protocol !== 'https:' && !['localhost', '127.0.0.1'].includes(oauth.hostname)) {
    problems.push(
      `CONNECT_OAUTH_URL must be an https URL in production (got "${config.connectOauthUrl}")`,
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
}
