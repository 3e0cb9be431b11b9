/**
 * Which screen a Forge module shows (docs/FORGE.md, "Custom UI"): the module's key in the
 * boot data's `forgeScreens` (dist/forge/<app>/module-screens.json) names the URL of the
 * Connect screen it stands for, with `{context.vars}` filled in from `view.getContext()`.
 * The keys: `<macro>/config` for a macro's config, `<rule>/<create|edit|view>` for a workflow
 * rule, `<module>/<route>` for an admin page's pages, the modal's `screen` inside a Modal we
 * opened, else the module key itself.
 */
import type { ForgeContext, ForgeExtension } from './forge-bridge';

export type ForgeScreens = Record<string, string>;

const WORKFLOW_ENTRY_POINTS = new Set(['create', 'edit', 'view']);

/** Whether a module has screens per route (an admin page's pages), read from its history. */
export function hasRoutes(screens: ForgeScreens, moduleKey: string): boolean {
  return Object.keys(screens).some(
    (key) =>
      key.startsWith(`${moduleKey}/`) &&
      !WORKFLOW_ENTRY_POINTS.has(key.slice(moduleKey.length + 1)) &&
      key.slice(moduleKey.length + 1) !== 'config',
  );
}

/** The first segment of a history path (`/settings/x` → `settings`); '' when none. */
export function routeOf(historyPath: string | undefined): string {
  return (historyPath ?? '').replace(/^\/+/, '').split(/[/?#]/)[0] ?? '';
}

/** The key of the screen a context shows; null when `screens` has none for it. */
export function screenKeyOf(
  context: ForgeContext,
  screens: ForgeScreens,
  historyPath?: string,
): string | null {
  const extension = context.extension ?? {};
  const has = (key: string) => Object.hasOwn(screens, key);
  const modalScreen = extension.modal?.screen;
  if (typeof modalScreen === 'string') return has(modalScreen) ? modalScreen : null;
  const module = context.moduleKey;
  const entryPoint = extension.entryPoint;
  if (entryPoint === 'config' || (entryPoint && WORKFLOW_ENTRY_POINTS.has(entryPoint))) {
    const key = `${module}/${entryPoint}`;
    if (has(key)) return key;
  }
  const route = routeOf(historyPath);
  if (route && has(`${module}/${route}`)) return `${module}/${route}`;
  return has(module) ? module : null;
}

const text = (value: unknown): string =>
  value === undefined || value === null
    ? ''
    : typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value);

/** A macro's saved config as the parameters Connect's macro URLs name. */
export function macroConfigOf(extension: ForgeExtension): Record<string, unknown> {
  const config = extension.config;
  if (typeof config === 'string') {
    try {
      const parsed = JSON.parse(config) as unknown;
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return config && typeof config === 'object' ? config : {};
}

/** A workflow rule's stored configuration under its other names (`configuration`, `config`). */
const ruleConfig = (x: ForgeExtension): unknown =>
  x.configuration ?? (typeof x.config === 'string' ? x.config : undefined);

/** The value of one `{variable}` of a screen URL, from the Forge context ('' when absent). */
export function contextValue(context: ForgeContext, name: string): string {
  const x: ForgeExtension = context.extension ?? {};
  const issueType = x.issue?.type;
  switch (name) {
    case 'issue.key':
      return text(x.issue?.key);
    case 'issue.id':
      return text(x.issue?.id);
    case 'issuetype.id':
      return text(
        x.issueType?.id ??
          x.issue?.typeId ??
          (issueType && typeof issueType === 'object' ? (issueType as { id?: unknown }).id : ''),
      );
    case 'project.key':
      return text(x.project?.key);
    case 'project.id':
      return text(x.project?.id);
    case 'page.id':
    case 'content.id':
      return text(x.content?.id);
    case 'page.version':
      return text(x.content?.version);
    case 'space.key':
      return text(x.space?.key);
    case 'macro.id':
      return text(context.localId);
    case 'output.type':
      return x.isEditing ? 'preview' : 'display';
    case 'postFunction.id':
      return text(x.postFunctionId);
    case 'postFunction.config':
      return text(x.postFunctionConfig ?? ruleConfig(x));
    case 'validator.id':
      return text(x.validatorId);
    case 'validator.config':
      return text(x.validatorConfig ?? ruleConfig(x));
    case 'user.accountId':
      return text(context.accountId);
    default:
      // A macro's own parameters (`checklist-uid`, list filters…) come from its config.
      return name.includes('.') ? '' : text(macroConfigOf(x)[name]);
  }
}

/** A screen URL with its `{variables}` filled in (each value URL-encoded). */
export function fillScreenUrl(template: string, context: ForgeContext): string {
  return template.replace(/\{([^{}]+)\}/g, (_, name: string) =>
    encodeURIComponent(contextValue(context, name)),
  );
}

/** The URL the frame opens for a context; null when no screen is known for it. */
export function screenUrlOf(
  context: ForgeContext,
  screens: ForgeScreens,
  historyPath?: string,
): string | null {
  const key = screenKeyOf(context, screens, historyPath);
  const template = key === null ? undefined : screens[key];
  return template === undefined ? null : fillScreenUrl(template, context);
}
