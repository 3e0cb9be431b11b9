/** The Custom UI frames of the Forge site's pages: a module of an app's manifest, in context. */
import type { ForgeHost } from './forge-host';
import { findModule, type ForgeProduct } from './forge-apps';
import type { ForgeFrameSpec } from './browser/forge-types';
import { findProject } from '../server/fixtures';
import type { LiveIssue } from '../server/jira-data';

export interface FrameOptions {
  containerId: string;
  extension?: Record<string, unknown>;
  localId?: string;
  /** Another resource than the module's (a macro's config, a workflow rule's create/edit/view). */
  resource?: string;
  openedBy?: string;
  height?: string;
  historyPath?: string;
  historyBase?: string;
}

export function forgeFrame(
  forge: ForgeHost,
  product: ForgeProduct,
  moduleKey: string,
  options: FrameOptions,
): ForgeFrameSpec | undefined {
  const found = findModule(forge.app(product), moduleKey);
  const resource = options.resource ?? found?.module.resource;
  if (!found || !resource) return undefined;
  return {
    product,
    moduleKey,
    moduleType: found.type,
    localId: options.localId ?? moduleKey,
    extension: { type: found.type, ...options.extension },
    containerId: options.containerId,
    resource,
    ...(options.openedBy ? { openedBy: options.openedBy } : {}),
    ...(options.height ? { height: options.height } : {}),
    ...(options.historyPath ? { historyPath: options.historyPath } : {}),
    ...(options.historyBase !== undefined ? { historyBase: options.historyBase } : {}),
  };
}

/** `extension.issue` / `project` as Jira gives an issue's modules. */
export function issueExtension(issue: LiveIssue): Record<string, unknown> {
  const project = findProject(issue.projectKey);
  return {
    issue: { id: issue.id, key: issue.key, type: issue.issueTypeName, typeId: issue.issueTypeId },
    issueType: { id: issue.issueTypeId, name: issue.issueTypeName },
    project: { id: project?.id ?? '', key: issue.projectKey, type: 'software' },
  };
}

/** The `<div>` a frame goes into, or the page's note when the app is missing. */
export const frameBox = (frame: ForgeFrameSpec | undefined, missing: string, extra = '') =>
  frame ? `<div class="sim-module" id="${frame.containerId}"${extra}></div>` : missing;
