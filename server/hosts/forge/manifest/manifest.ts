/**
 * A Forge app's manifest.yml and its translation files, built in memory from the module table
 * (module-table.ts), the Connect modules its rows name and the descriptors' translations.
 * Two apps (Jira, Confluence): one app for both products is a preview feature of Forge.
 * Written to disk by scripts/build-forge-manifests.ts; validated by manifest-validation.ts.
 */
import { stringify } from 'yaml';
import { DESCRIPTOR_TRANSLATIONS } from '../../connect/descriptor-i18n';
import { CONNECT_APP_DESCRIPTION, CONNECT_LICENSING } from './connect-source';
import { buildAppModules, REMOTE_KEY, type ManifestModule } from './manifest-modules';
import {
  FORGE_MODULE_TABLE,
  type ForgeApp,
  type ForgeModuleTable,
  type ResourceKey,
} from './module-table';

export const FORGE_LOCALES = ['en-US', 'de-DE'] as const;
export type ForgeLocale = (typeof FORGE_LOCALES)[number];

/** Where the generated apps go: dist/forge/<app>/ (manifest.yml, locales/, resources). */
export const FORGE_OUT_DIR = 'dist/forge';
/** The Forge runtime (required even without functions: all our code runs at the remote). */
export const FORGE_RUNTIME = 'nodejs22.x';

export interface ForgeManifestConfig {
  /** Our server, the Forge Remote (`FORGE_REMOTE_URL`): https, no trailing slash. */
  remoteUrl: string;
  /** Each app's id from `forge register` (`FORGE_JIRA_APP_ID`, `FORGE_CONFLUENCE_APP_ID`). */
  appIds: Record<ForgeApp, string>;
}

export const PLACEHOLDER_CONFIG: ForgeManifestConfig = {
  remoteUrl: 'https://checklists.example.com',
  appIds: {
    jira: 'ari:cloud:ecosystem::app/00000000-0000-4000-8000-00000000000a',
    confluence: 'ari:cloud:ecosystem::app/00000000-0000-4000-8000-00000000000b',
  },
};

const APP_ID =
  /^ari:cloud:ecosystem::app\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The config from the environment, placeholders for what is unset; throws on bad values. */
export function forgeManifestConfig(env: NodeJS.ProcessEnv): ForgeManifestConfig {
  const remoteUrl = (env.FORGE_REMOTE_URL || PLACEHOLDER_CONFIG.remoteUrl).replace(/\/+$/, '');
  if (!URL.canParse(remoteUrl) || new URL(remoteUrl).protocol !== 'https:') {
    throw new Error(`FORGE_REMOTE_URL must be an https URL (got "${remoteUrl}")`);
  }
  const appIds = {
    jira: env.FORGE_JIRA_APP_ID || PLACEHOLDER_CONFIG.appIds.jira,
    confluence: env.FORGE_CONFLUENCE_APP_ID || PLACEHOLDER_CONFIG.appIds.confluence,
  };
  for (const [app, id] of Object.entries(appIds)) {
    if (!APP_ID.test(id)) {
      throw new Error(
        `FORGE_${app.toUpperCase()}_APP_ID must be ari:cloud:ecosystem::app/<uuid> (got "${id}")`,
      );
    }
  }
  return { remoteUrl, appIds };
}

export interface ForgeManifest {
  app: Record<string, unknown>;
  modules: Record<string, ManifestModule[]>;
  remotes: Record<string, unknown>[];
  resources: { key: ResourceKey; path: string }[];
  permissions: { scopes: string[]; [field: string]: unknown };
  translations: Record<string, unknown>;
}

export interface ForgeAppBuild {
  app: ForgeApp;
  manifest: ForgeManifest;
  /** Translation files by path relative to the app's folder (`locales/en-US.json`). */
  locales: Record<string, Record<string, string>>;
  /** Module key → the Connect screen's path it shows (manifest-modules.ts). */
  screens: Record<string, string>;
}

export const localePath = (locale: ForgeLocale) => `locales/${locale}.json`;

/** Every `i18n` key in a manifest, sorted. */
function i18nKeys(value: unknown): string[] {
  const keys = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        if (k === 'i18n' && typeof child === 'string') keys.add(child);
        else walk(child);
      }
    }
  };
  walk(value);
  return [...keys].sort();
}

export function buildForgeApp(
  app: ForgeApp,
  config: ForgeManifestConfig,
  table: ForgeModuleTable = FORGE_MODULE_TABLE,
): ForgeAppBuild {
  const { modules, resources, screens } = buildAppModules(table, app);
  const manifest: ForgeManifest = {
    app: {
      id: config.appIds[app],
      description: CONNECT_APP_DESCRIPTION,
      runtime: { name: FORGE_RUNTIME },
      licensing: { enabled: CONNECT_LICENSING },
    },
    modules,
    remotes: [
      {
        key: REMOTE_KEY,
        baseUrl: config.remoteUrl,
        // compute: invocations and events; fetch: requestRemote from the Custom UI;
        // storage: the checklists (end-user data) live in our database.
        operations: ['compute', 'fetch', 'storage'],
        storage: { inScopeEUD: true },
      },
    ],
    resources: resources.map((key) => ({ key, path: key })),
    permissions: {
      scopes: table.apps[app].scopes,
      // Atlaskit (emotion) injects <style> tags; requestRemote goes straight to our remote.
      content: { styles: ['unsafe-inline'] },
      external: { fetch: { client: [{ remote: REMOTE_KEY }] } },
    },
    translations: {
      resources: FORGE_LOCALES.map((key) => ({ key, path: localePath(key) })),
      fallback: { default: 'en-US' },
    },
  };
  const used = i18nKeys(modules);
  const locales = Object.fromEntries(
    FORGE_LOCALES.map((locale) => [
      localePath(locale),
      Object.fromEntries(
        used.flatMap((key) => {
          const text = DESCRIPTOR_TRANSLATIONS[locale][key];
          return text === undefined ? [] : [[key, text]];
        }),
      ),
    ]),
  );
  return { app, manifest, locales, screens };
}

const HEADER = [
  '# GENERATED: do not edit. Built by scripts/build-forge-manifests.ts (npm run build:forge)',
  '# from server/hosts/forge/manifest/module-table.ts and atlassian-connect.json (docs/FORGE.md).',
].join('\n');

export function manifestYaml(manifest: ForgeManifest): string {
  return `${HEADER}\n${stringify(manifest, { lineWidth: 0, aliasDuplicateObjects: false })}`;
}
