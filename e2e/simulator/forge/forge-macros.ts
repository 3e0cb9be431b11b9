/**
 * Confluence macros on the Forge site: the `macro` modules of the Confluence app's manifest,
 * each macro instance's context (`extension`: content, space, config, isEditing, entryPoint)
 * and how a submitted config is stored on a page (the exact object as `config`, its string
 * values as the macro's `params` too, so the /sim routes and REST show them).
 */
import type { SimMacro, SimPage } from '../server/fixtures';
import { findSpace } from '../server/fixtures';
import type { ForgeHost } from './forge-host';
import { manifestText } from './forge-apps';

export interface ForgeMacroInfo {
  key: string;
  title: string;
  description: string;
  resource: string;
  config?: {
    resource: string;
    title: string;
    width?: string;
    height?: string;
    openOnInsert: boolean;
  };
}

export function forgeMacros(forge: ForgeHost, locale: string): ForgeMacroInfo[] {
  const app = forge.app('confluence');
  if (!app) return [];
  return (app.manifest.modules.macro ?? []).flatMap((m) => {
    if (!m.resource) return [];
    const size = (m.config?.viewportSize ?? {}) as { width?: string; height?: string };
    return [
      {
        key: m.key,
        title: manifestText(app, m.title, locale),
        description: manifestText(app, m.description, locale),
        resource: m.resource,
        ...(m.config?.resource
          ? {
              config: {
                resource: m.config.resource,
                title: manifestText(app, m.config.title, locale),
                ...(typeof size.width === 'string' ? { width: size.width } : {}),
                ...(typeof size.height === 'string' ? { height: size.height } : {}),
                openOnInsert: m.config.openOnInsert !== false,
              },
            }
          : {}),
      },
    ];
  });
}

/** `getContext().extension` of a macro on a page. */
export function macroExtension(
  page: Pick<SimPage, 'id' | 'spaceKey' | 'version'>,
  config: Record<string, unknown> | undefined,
  isEditing: boolean,
): Record<string, unknown> {
  const space = findSpace(page.spaceKey);
  return {
    type: 'macro',
    content: { id: page.id, type: 'page', version: page.version },
    space: { key: page.spaceKey, id: space?.id ?? '' },
    isEditing,
    ...(config ? { config } : {}),
    macro: { body: undefined },
  };
}

export const macroConfig = (macro: SimMacro): Record<string, unknown> | undefined =>
  macro.config ?? (Object.keys(macro.params).length ? macro.params : undefined);

/** A submitted config as a macro's params (strings; other values as JSON). */
export function paramsOf(config: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(config)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
}
