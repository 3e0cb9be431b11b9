/**
 * What Jira and Confluence Cloud check of a Connect descriptor before they install an app,
 * as Atlassian's descriptor reference documents it (../../../../shared/connect/reference.md,
 * §3, and the JSON schema ../../../../shared/connect/jira-global-schema.json):
 * - the app `key`: `^[a-zA-Z0-9-._]+$`, at most 64 characters;
 * - every module's `key`: `^[a-zA-Z0-9-]+$`;
 * - a macro's input parameter `identifier` (dynamicContentMacros, staticContentMacros):
 *   `[-_a-z0-9\.]+`, lowercase only;
 * - `scopes`: READ, WRITE, DELETE, PROJECT_ADMIN, SPACE_ADMIN, ADMIN, ACT_AS_USER,
 *   ACCESS_EMAIL_ADDRESSES (case-insensitive).
 * An empty answer means the host installs it; otherwise the host refuses the install with
 * these reasons.
 */
export const APP_KEY_PATTERN = /^[a-zA-Z0-9-._]+$/;
export const MODULE_KEY_PATTERN = /^[a-zA-Z0-9-]+$/;
export const MACRO_PARAMETER_IDENTIFIER_PATTERN = /^[-_a-z0-9.]+$/;
export const CONNECT_SCOPES = [
  'READ',
  'WRITE',
  'DELETE',
  'PROJECT_ADMIN',
  'SPACE_ADMIN',
  'ADMIN',
  'ACT_AS_USER',
  'ACCESS_EMAIL_ADDRESSES',
] as const;

const MACRO_MODULES = ['dynamicContentMacros', 'staticContentMacros'];
/** Module types whose entries have no key (a webhook is an event and a URL). */
const KEYLESS_MODULES = ['webhooks'];

interface DescriptorShape {
  key?: unknown;
  scopes?: unknown;
  modules?: unknown;
}

/** The scopes a descriptor declares, uppercased (Atlassian compares them case-insensitively). */
export function declaredScopes(descriptor: { scopes?: unknown }): string[] {
  return Array.isArray(descriptor.scopes)
    ? descriptor.scopes.map((scope) => String(scope).toUpperCase())
    : [];
}

export function descriptorProblems(descriptor: DescriptorShape): string[] {
  const problems: string[] = [];
  const key = typeof descriptor.key === 'string' ? descriptor.key : '';
  if (!APP_KEY_PATTERN.test(key) || key.length > 64)
    problems.push(`key "${key}" does not match ${APP_KEY_PATTERN.source} (at most 64 characters)`);
  for (const scope of declaredScopes(descriptor)) {
    if (!(CONNECT_SCOPES as readonly string[]).includes(scope))
      problems.push(`scope "${scope}" is not one of ${CONNECT_SCOPES.join(', ')}`);
  }
  const modules = (descriptor.modules ?? {}) as Record<string, unknown>;
  for (const [type, list] of Object.entries(modules)) {
    // A few module types are single objects (configurePage, postInstallPage).
    for (const module of (Array.isArray(list) ? list : [list]) as Record<string, unknown>[]) {
      const moduleKey = String(module?.key ?? '');
      if (!KEYLESS_MODULES.includes(type) && !MODULE_KEY_PATTERN.test(moduleKey))
        problems.push(`${type} key "${moduleKey}" does not match ${MODULE_KEY_PATTERN.source}`);
      if (!MACRO_MODULES.includes(type)) continue;
      const parameters = Array.isArray(module.parameters) ? module.parameters : [];
      for (const parameter of parameters as { identifier?: unknown }[]) {
        const identifier = String(parameter?.identifier ?? '');
        if (!MACRO_PARAMETER_IDENTIFIER_PATTERN.test(identifier))
          problems.push(
            `${type} "${moduleKey}": parameter identifier "${identifier}" does not match ${MACRO_PARAMETER_IDENTIFIER_PATTERN.source}`,
          );
      }
    }
  }
  return problems;
}
