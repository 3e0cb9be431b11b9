/** The apps' descriptors as the host reads them, and where each module's URL lives. */
import type { Product } from './state';

export interface Descriptor {
  key: string;
  name: string;
  baseUrl: string;
  scopes?: string[];
  lifecycle: Record<string, string>;
  modules: Record<string, unknown[]>;
}

export interface ModuleInfo {
  type: string;
  key: string;
  name: string;
  url: string;
  /** Dialog and macro-editor options from the descriptor. */
  options: Record<string, unknown>;
}

const MODULE_URL_FIELDS: Record<string, (m: Record<string, unknown>) => string | undefined> = {
  jiraIssueContents: (m) => (m.target as { url?: string } | undefined)?.url,
  jiraIssueGlances: (m) => (m.target as { url?: string } | undefined)?.url,
  jiraIssueTabPanels: (m) => m.url as string,
  webPanels: (m) => m.url as string,
  generalPages: (m) => m.url as string,
  adminPages: (m) => m.url as string,
  jiraProjectAdminTabPanels: (m) => m.url as string,
  dialogs: (m) => m.url as string,
  dynamicContentMacros: (m) => m.url as string,
};

const nameOf = (m: Record<string, unknown>) =>
  ((m.name as { value?: string } | undefined)?.value ?? String(m.key)) as string;

/** Every iframe module of a descriptor, with post-function pages as `<key>:view|create|edit`. */
export function modulesOf(descriptor: Descriptor): ModuleInfo[] {
  const found: ModuleInfo[] = [];
  for (const [type, list] of Object.entries(descriptor.modules ?? {})) {
    for (const raw of list as Record<string, unknown>[]) {
      const key = String(raw.key);
      const urlOf = MODULE_URL_FIELDS[type];
      const url = urlOf?.(raw);
      if (url) {
        found.push({
          type,
          key,
          name: nameOf(raw),
          url,
          options: (raw.options ?? {}) as Record<string, unknown>,
        });
      }
      if (type === 'dynamicContentMacros' && raw.editor) {
        const editor = raw.editor as { url: string; width?: string; height?: string };
        found.push({
          type: 'macroEditor',
          key: `${key}:editor`,
          name: nameOf(raw),
          url: editor.url,
          options: { width: editor.width, height: editor.height, chrome: false },
        });
      }
      if (type === 'jiraWorkflowPostFunctions' || type === 'jiraWorkflowValidators') {
        for (const page of ['view', 'create', 'edit'] as const) {
          const pageUrl = (raw[page] as { url?: string } | undefined)?.url;
          if (pageUrl)
            found.push({
              type,
              key: `${key}:${page}`,
              name: nameOf(raw),
              url: pageUrl,
              options: {},
            });
        }
      }
    }
  }
  return found;
}

export function findModule(descriptor: Descriptor, key: string): ModuleInfo | undefined {
  return modulesOf(descriptor).find((m) => m.key === key);
}

export async function fetchDescriptor(appUrl: string, product: Product): Promise<Descriptor> {
  const url = `${appUrl}${product === 'jira' ? '/jira' : ''}/atlassian-connect.json`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Descriptor;
}
