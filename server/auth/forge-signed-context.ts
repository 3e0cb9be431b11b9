/**
 * What the signed product context of a Forge call says about where it comes from
 * (docs/FORGE.md). Under Forge the page, the macro and its configuration are read from the
 * invocation token's `context` (Atlassian signs it), never from what the browser sends:
 * `context.extension.content.id` is the page, `context.localId` the macro on it,
 * `context.extension.config` what the macro's config resource submitted
 * (`view.submit({ config })`), `context.moduleKey` the macro's module.
 */
import type { RequestContext } from './request-context';

export interface ForgeMacroContext {
  moduleKey: string | null;
  pageId: string;
  macroId: string;
  /** The macro's configuration, its text values as strings (others are left out). */
  config: Record<string, string>;
  /** True in the editor (`extension.isEditing`). */
  isEditing: boolean;
}

type Claims = Record<string, unknown>;

const objectOf = (value: unknown): Claims | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Claims)
    : undefined;

const idOf = (value: unknown): string | undefined =>
  typeof value === 'string' || (typeof value === 'number' && Number.isSafeInteger(value))
    ? String(value)
    : undefined;

/** The macro a Forge call comes from, by its signed context; undefined for other calls. */
export function forgeMacroContext(ctx: RequestContext): ForgeMacroContext | undefined {
  // Only a Forge call's context is signed product context: never trust it otherwise.
  if (!ctx.forge) return undefined;
  const context = ctx.hostContext;
  const extension = objectOf(context.extension);
  const pageId = idOf(objectOf(extension?.content)?.id);
  const macroId = idOf(context.localId);
  if (!extension || !pageId || !macroId) return undefined;
  const config = Object.fromEntries(
    Object.entries(objectOf(extension.config) ?? {}).flatMap(([name, value]) =>
      typeof value === 'string' ? [[name, value]] : [],
    ),
  );
  return {
    moduleKey: typeof context.moduleKey === 'string' ? context.moduleKey : null,
    pageId,
    macroId,
    config,
    isEditing: extension.isEditing === true,
  };
}
