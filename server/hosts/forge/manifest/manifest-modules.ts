/**
 * The `modules` of a Forge app's manifest, from the module table and the Connect modules its
 * rows name (connect-source.ts). Besides the modules: the endpoints at our remote, the
 * resources the modules use, and which Connect screen (URL path) each module shows.
 */
import {
  connectModule,
  connectPath,
  forgeText,
  type ConnectModule,
  type ForgeText,
} from './connect-source';
import type { ForgeApp, ForgeModuleTable, ModuleDecl, ResourceKey } from './module-table';

/** The key of our server in `remotes`. */
export const REMOTE_KEY = 'checklists';
/**
 * The endpoint UI modules' resolvers use (`invokeRemote`): calls with the app system token,
 * and with the user's token when the app has `read:app-user-token` (Confluence: its pages are
 * read as the person, server/products/rest-confluence-site.ts).
 */
export const UI_ENDPOINT_KEY = 'ui-remote';

export type ManifestModule = Record<string, unknown>;

export interface AppModules {
  modules: Record<string, ManifestModule[]>;
  /** Resource keys the modules (and modals) use, in order of first use. */
  resources: ResourceKey[];
  /**
   * Module key (`key/page`, `key/create|edit|view`, `key/config` for parts) → the Connect URL
   * of the screen it shows, context variables included (the Custom UI opens that route).
   */
  screens: Record<string, string>;
}

const SYSTEM_TOKEN = { appSystemToken: { enabled: true } };
const SYSTEM_AND_USER_TOKENS = { ...SYSTEM_TOKEN, appUserToken: { enabled: true } };
/** The scope that lets an endpoint receive the user's token (`x-forge-oauth-user`). */
export const USER_TOKEN_SCOPE = 'read:app-user-token';

/** The remote's route for a Connect callback path: `/forge/<app><path>`. */
export function remoteRoute(app: ForgeApp, connectUrl: string | undefined): string {
  return `/forge/${app}${connectPath(connectUrl)}`;
}

function icon(resource: ResourceKey, module: ConnectModule): string {
  const file = connectPath(module.icon?.url).split('/').pop();
  return `resource:${resource};${file}`;
}

function screenPath(app: ForgeApp, url: string | undefined): string {
  connectPath(url); // throws without a URL
  return `${app === 'jira' ? '/jira' : ''}${url}`;
}

class ModulesBuilder {
  readonly modules: Record<string, ManifestModule[]> = {};
  readonly resources = new Set<ResourceKey>();
  readonly screens: Record<string, string> = {};

  constructor(readonly app: ForgeApp) {}

  add(type: string, module: ManifestModule): void {
    (this.modules[type] ??= []).push(module);
  }

  ui(resource: ResourceKey, key: string, url: string | undefined): { resource: ResourceKey } {
    this.resources.add(resource);
    this.screens[key] = screenPath(this.app, url);
    return { resource };
  }

  endpoint(key: string, route?: string, withUserToken = false): string {
    this.add('endpoint', {
      key,
      remote: REMOTE_KEY,
      ...(route ? { route: { path: route } } : {}),
      auth: withUserToken ? SYSTEM_AND_USER_TOKENS : SYSTEM_TOKEN,
    });
    return key;
  }

  uiModule(decl: ModuleDecl & { resource: ResourceKey }, c: ConnectModule, url?: string) {
    const key = c.key ?? '';
    return {
      key,
      ...this.ui(decl.resource, key, url ?? c.url),
      resolver: { endpoint: UI_ENDPOINT_KEY },
    };
  }
}

type Title = { title: ForgeText };
const title = (c: ConnectModule): Title => ({ title: forgeText(c.name, 'name') });

function addModule(b: ModulesBuilder, decl: ModuleDecl): void {
  const c = connectModule(b.app, decl.from);
  switch (decl.type) {
    case 'jira:issuePanel':
      return b.add(decl.type, {
        ...b.uiModule(decl, c, c.target?.url),
        ...title(c),
        icon: icon(decl.resource, c),
      });
    case 'jira:issueContext':
      return b.add(decl.type, {
        ...b.uiModule(decl, c, c.target?.url),
        ...title(c),
        label: forgeText(c.name, 'name'),
        icon: icon(decl.resource, c),
      });
    case 'jira:issueActivity':
    case 'jira:projectSettingsPage':
      return b.add(decl.type, { ...b.uiModule(decl, c), ...title(c) });
    case 'confluence:globalSettings':
      return b.add(decl.type, {
        ...b.uiModule(decl, c),
        ...title(c),
        ...(decl.useAsConfig ? { useAsConfig: true } : {}),
      });
    case 'confluence:contentBylineItem':
      return b.add(decl.type, { ...b.uiModule(decl, c), ...title(c), viewportContainer: 'popup' });
    case 'jira:globalPage':
    case 'confluence:globalPage':
      return b.add(decl.type, {
        ...b.uiModule(decl, c),
        ...title(c),
        route: decl.route,
        icon: icon(decl.resource, c),
      });
    case 'jira:adminPage': {
      const pages = decl.pages.map((page) => {
        const p = connectModule(b.app, page.from);
        b.screens[`${c.key}/${page.route}`] = screenPath(b.app, p.url);
        return { ...title(p), route: page.route };
      });
      const first = connectModule(b.app, decl.pages[0]?.from ?? decl.from);
      return b.add(decl.type, { ...b.uiModule(decl, c, first.url), ...title(c), pages });
    }
    case 'jira:workflowPostFunction':
    case 'jira:workflowValidator': {
      const key = c.key ?? '';
      const config = b.ui(decl.configResource, `${key}/create`, c.create?.url);
      b.ui(decl.configResource, `${key}/edit`, c.edit?.url);
      b.ui(decl.configResource, `${key}/view`, c.view?.url);
      const rule = {
        key,
        name: forgeText(c.name, 'name'),
        description: forgeText(c.description, 'description'),
        create: config,
        edit: config,
        view: config,
      };
      if (decl.type === 'jira:workflowValidator') {
        if (!c.expression) throw new Error(`the Connect validator ${key} has no expression`);
        return b.add(decl.type, {
          ...rule,
          expression: c.expression,
          errorMessage: forgeText(c.errorMessage, 'errorMessage'),
        });
      }
      const endpoint = b.endpoint(`${key}-remote`, remoteRoute(b.app, c.triggered?.url));
      return b.add(decl.type, { ...rule, endpoint });
    }
    case 'jira:entityProperty':
      for (const property of c.keyConfigurations ?? []) {
        b.add(decl.type, {
          key: c.key,
          entityType: c.entityType ?? 'issue',
          propertyKey: property.propertyKey,
          values: property.extractions.map((e) => ({
            path: e.objectName,
            type: e.type,
            ...(e.alias ? { searchAlias: e.alias } : {}),
          })),
        });
      }
      return;
    case 'macro': {
      const config = b.ui(decl.configResource, `${c.key}/config`, c.editor?.url);
      return b.add(decl.type, {
        ...b.uiModule(decl, c),
        ...title(c),
        description: forgeText(c.description, 'description'),
        layout: c.bodyType && c.bodyType !== 'none' ? 'bodied' : (c.outputType ?? 'block'),
        config: {
          ...config,
          title: forgeText(c.editor?.editTitle, 'editor title'),
          viewportSize: { width: c.editor?.width ?? '800px', height: c.editor?.height ?? '600px' },
          openOnInsert: true,
        },
      });
    }
    case 'trigger': {
      const endpoint = b.endpoint(`${decl.key}-remote`, remoteRoute(b.app, c.url));
      return b.add(decl.type, { key: decl.key, events: decl.events, endpoint });
    }
    case 'modal':
      b.ui(decl.resource, c.key ?? '', c.url);
      return;
  }
}

export function buildAppModules(table: ForgeModuleTable, app: ForgeApp): AppModules {
  const b = new ModulesBuilder(app);
  const decls = table.modules.filter((decl) => decl.app === app);
  for (const decl of decls) addModule(b, decl);
  if (decls.some((decl) => 'resource' in decl && decl.type !== 'modal')) {
    b.endpoint(UI_ENDPOINT_KEY, undefined, table.apps[app].scopes.includes(USER_TOKEN_SCOPE));
  }
  return { modules: b.modules, resources: [...b.resources], screens: b.screens };
}
