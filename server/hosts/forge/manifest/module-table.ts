/**
 * The Forge apps' module table: every module of the two Forge apps once, each naming the
 * Connect module it stands for (`from`: its collection in atlassian-connect.json and its key).
 * What both hosts share is not repeated here: names and descriptions (their i18n keys), URLs
 * (the remote's routes), the validator's Jira expression and the JQL aliases are read from
 * that Connect module when the manifests are built (manifest-modules.ts). This table adds only
 * what Forge needs beside it: the module type, the Custom UI resource, routes of page modules.
 * Mapping rules: ../shared/forge/reference.md §1; docs/FORGE.md.
 */
export const FORGE_APPS = ['jira', 'confluence'] as const;
export type ForgeApp = (typeof FORGE_APPS)[number];

/**
 * A Connect module: [collection, key]. Webhooks have no key: [`webhooks`, event]. The
 * lifecycle callbacks are no module: [`lifecycle`, callback].
 */
export type ConnectRef = readonly [collection: string, key: string];

/**
 * The Custom UI resources, one per module family, each a folder with an `index.html` that
 * opens the screen of the module it is shown in (`getContext().moduleKey`): the light entries
 * of the Connect build (`issue-panel`: the Jira issue panel and context, `macro-view`: the
 * checklist macro) and the app (`app`: everything else).
 */
export type ResourceKey = 'issue-panel' | 'macro-view' | 'app';

interface Declared {
  app: ForgeApp;
  from: ConnectRef;
}

/** UI modules whose fields come from the Connect module alone (plus resource and icon). */
export type PlainUiModuleType =
  | 'jira:issuePanel'
  | 'jira:issueContext'
  | 'jira:issueActivity'
  | 'jira:projectSettingsPage'
  | 'confluence:globalSettings'
  | 'confluence:contentBylineItem';

export type ModuleDecl =
  | (Declared & { type: PlainUiModuleType; resource: ResourceKey; useAsConfig?: boolean })
  /** A page with its own URL below the product's apps area (`route`: `^[a-z0-9-]+$`). */
  | (Declared & {
      type: 'jira:globalPage' | 'confluence:globalPage';
      resource: ResourceKey;
      route: string;
    })
  /** Jira's admin section (`from`: the Connect web section) and its pages. */
  | (Declared & {
      type: 'jira:adminPage';
      resource: ResourceKey;
      pages: { from: ConnectRef; route: string }[];
    })
  /** Runs at our remote (the Connect `triggered` URL); configured in `configResource`. */
  | (Declared & { type: 'jira:workflowPostFunction'; configResource: ResourceKey })
  /** The Connect Jira expression and error message, configured in `configResource`. */
  | (Declared & { type: 'jira:workflowValidator'; configResource: ResourceKey })
  /** The Connect entity property's key, entity type and extractions (JQL aliases). */
  | (Declared & { type: 'jira:entityProperty' })
  /** A Confluence macro; the Connect macro editor becomes `config: { resource }`. */
  | (Declared & { type: 'macro'; resource: ResourceKey; configResource: ResourceKey })
  /** Product or lifecycle events, posted to our remote at the Connect callback's path. */
  | (Declared & { type: 'trigger'; key: string; events: string[] })
  /**
   * A Connect dialog (or a page opened only from our own screens): no manifest module under
   * Forge; the app opens it with `new Modal({ resource, context })` from @forge/bridge.
   */
  | (Declared & { type: 'modal'; resource: ResourceKey });

export type ModuleType = ModuleDecl['type'];

export interface ForgeAppDecl {
  /**
   * The least scopes (Forge names; Connect's READ/WRITE are rejected): what the server's calls
   * back need (server/products/rest-jira-site.ts, rest-confluence-site.ts, rest-directory.ts) and the
   * scopes that let the remote receive the app system token.
   */
  scopes: string[];
}

export interface ForgeModuleTable {
  apps: Record<ForgeApp, ForgeAppDecl>;
  modules: ModuleDecl[];
}

export const FORGE_MODULE_TABLE: ForgeModuleTable = {
  apps: {
    jira: {
      // Issues, projects, permission checks (read), the `checklists` issue property (write),
      // user names and search (user); the issue events' triggers need read:jira-work. Workflow
      // post functions need manage:jira-configuration besides read:jira-work: Atlassian's page
      // on jira:workflowPostFunction names both as necessary for the data Jira sends with the
      // post function event (docs/FORGE.md, "Scopes").
      scopes: [
        'read:jira-work',
        'write:jira-work',
        'read:jira-user',
        'manage:jira-configuration',
        'read:app-system-token',
        // Whether a person may browse an issue, or administers Jira, is asked as that person
        // with the token their UI call brings: Atlassian lets only Connect apps ask about
        // anyone (products/host-rest.ts, permissionsOf).
        'read:app-user-token',
      ],
    },
    confluence: {
      // Pages and macro bodies, user names, the user search and the pages a person may read
      // (CQL). Whether a person may read or edit a page is asked as that person, with the
      // token their UI call brings (read:app-user-token): Confluence answers the permission
      // check about someone else only to its administrators.
      scopes: [
        'read:confluence-content.all',
        'read:confluence-content.permission',
        'read:confluence-user',
        'search:confluence',
        'read:app-system-token',
        'read:app-user-token',
      ],
    },
  },
  modules: [
    // Jira
    {
      app: 'jira',
      type: 'jira:issuePanel',
      from: ['jiraIssueContents', 'checklists-issue-content'],
      resource: 'issue-panel',
    },
    {
      app: 'jira',
      type: 'jira:issueContext',
      from: ['jiraIssueGlances', 'checklists-glance'],
      resource: 'issue-panel',
    },
    {
      app: 'jira',
      type: 'jira:issueActivity',
      from: ['jiraIssueTabPanels', 'checklists-auditlog'],
      resource: 'app',
    },
    {
      app: 'jira',
      type: 'jira:globalPage',
      from: ['generalPages', 'checklists-overview'],
      resource: 'app',
      route: 'overview',
    },
    {
      app: 'jira',
      type: 'jira:adminPage',
      from: ['webSections', 'checklists-admin-section'],
      resource: 'app',
      pages: [
        { from: ['adminPages', 'admin-settings'], route: 'settings' },
        { from: ['adminPages', 'admin-apikeys'], route: 'apikeys' },
        { from: ['adminPages', 'admin-enabled-projects'], route: 'enabled-projects' },
      ],
    },
    {
      app: 'jira',
      type: 'jira:projectSettingsPage',
      from: ['jiraProjectAdminTabPanels', 'project-default-templates'],
      resource: 'app',
    },
    {
      app: 'jira',
      type: 'jira:workflowPostFunction',
      from: ['jiraWorkflowPostFunctions', 'complete-checklists'],
      configResource: 'app',
    },
    {
      app: 'jira',
      type: 'jira:workflowPostFunction',
      from: ['jiraWorkflowPostFunctions', 'skip-checklists'],
      configResource: 'app',
    },
    {
      app: 'jira',
      type: 'jira:workflowValidator',
      from: ['jiraWorkflowValidators', 'checklists-complete-validator'],
      configResource: 'app',
    },
    {
      app: 'jira',
      type: 'jira:entityProperty',
      from: ['jiraEntityProperties', 'checklists-issue-property'],
    },
    {
      app: 'jira',
      type: 'trigger',
      key: 'issue-created',
      from: ['webhooks', 'jira:issue_created'],
      events: ['avi:jira:created:issue'],
    },
    {
      app: 'jira',
      type: 'trigger',
      key: 'issue-deleted',
      from: ['webhooks', 'jira:issue_deleted'],
      events: ['avi:jira:deleted:issue'],
    },
    {
      app: 'jira',
      type: 'trigger',
      key: 'app-installed',
      from: ['lifecycle', 'installed'],
      events: ['avi:forge:installed:app'],
    },
    { app: 'jira', type: 'modal', from: ['dialogs', 'checklist-modals'], resource: 'app' },
    { app: 'jira', type: 'modal', from: ['dialogs', 'checklist-onboarding'], resource: 'app' },
    // Confluence
    {
      app: 'confluence',
      type: 'macro',
      from: ['dynamicContentMacros', 'checklist'],
      resource: 'macro-view',
      configResource: 'app',
    },
    {
      app: 'confluence',
      type: 'macro',
      from: ['dynamicContentMacros', 'checklist-list'],
      resource: 'app',
      configResource: 'app',
    },
    {
      app: 'confluence',
      type: 'confluence:globalPage',
      from: ['generalPages', 'checklists-overview'],
      resource: 'app',
      route: 'overview',
    },
    {
      app: 'confluence',
      type: 'confluence:globalSettings',
      from: ['adminPages', 'admin-settings'],
      resource: 'app',
      useAsConfig: true,
    },
    {
      app: 'confluence',
      type: 'confluence:globalSettings',
      from: ['adminPages', 'admin-apikeys'],
      resource: 'app',
    },
    {
      app: 'confluence',
      type: 'confluence:contentBylineItem',
      from: ['webPanels', 'checklists-web-panel'],
      resource: 'app',
    },
    {
      app: 'confluence',
      type: 'trigger',
      key: 'app-installed',
      from: ['lifecycle', 'installed'],
      events: ['avi:forge:installed:app'],
    },
    {
      app: 'confluence',
      type: 'modal',
      from: ['generalPages', 'checklists-ai-generator'],
      resource: 'app',
    },
    { app: 'confluence', type: 'modal', from: ['dialogs', 'checklist-modals'], resource: 'app' },
    {
      app: 'confluence',
      type: 'modal',
      from: ['dialogs', 'checklist-onboarding'],
      resource: 'app',
    },
  ],
};
