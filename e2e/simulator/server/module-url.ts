/**
 * Builds a module's iframe URL the way Jira and Confluence do (docs/CONNECT.md, "The contract the server relies on"):
 * context variables substituted (path segments percent-encoded, query values form-encoded,
 * unknown ones empty), the standard parameters added, and a page token bound to the URL.
 */
import { signPageToken, type HostTenant } from '../lib/host-tokens';
import type { Product } from './state';

export type ProductContext = Record<string, string>;

const VARIABLE = /\{([\w.-]+)\}/g;

export function substituteVariables(template: string, context: ProductContext): string {
  const queryStart = template.indexOf('?');
  const path = queryStart < 0 ? template : template.slice(0, queryStart);
  const query = queryStart < 0 ? '' : template.slice(queryStart + 1);
  const fill = (part: string, encode: (v: string) => string) =>
    part.replace(VARIABLE, (_all, name: string) => encode(context[name] ?? ''));
  const formEncode = (v: string) => encodeURIComponent(v).replace(/%20/g, '+');
  return fill(path, encodeURIComponent) + (query ? `?${fill(query, formEncode)}` : '');
}

export interface ModuleUrlInput {
  tenant: HostTenant;
  product: Product;
  moduleKey: string;
  /** The module's URL template from the descriptor, relative to the app's base URL. */
  template: string;
  context: ProductContext;
  accountId: string | undefined;
  /** Extra `ac.*` parameters (navigator customData). */
  extra?: Record<string, string>;
}

export function buildModuleUrl(input: ModuleUrlInput): string {
  const { tenant } = input;
  const url = new URL(
    `${tenant.appBaseUrl.replace(/\/$/, '')}${substituteVariables(input.template, input.context)}`,
  );
  const host = new URL(tenant.baseUrl);
  const standard: Record<string, string> = {
    xdm_e: host.origin,
    xdm_c: `channel-${tenant.appKey}__${input.moduleKey.replace(/:/g, '__')}`,
    cp: input.product === 'confluence' ? '/wiki' : '',
    xdm_deprecated_addon_key_do_not_use: tenant.appKey,
    lic: 'none',
    cv: '1001.0.0-SNAPSHOT',
    ...input.extra,
  };
  for (const [name, value] of Object.entries(standard)) url.searchParams.set(name, value);
  url.searchParams.set(
    'jwt',
    signPageToken({ tenant, url: url.toString(), accountId: input.accountId, context: {} }),
  );
  return url.toString();
}

/** The structured context (`AP.context.getContext()`, the context token's claim) of a frame. */
export function structuredContext(
  product: Product,
  context: ProductContext,
): Record<string, unknown> {
  if (product === 'jira') {
    return {
      jira: {
        ...(context['issue.id']
          ? {
              issue: {
                id: context['issue.id'],
                key: context['issue.key'],
                issuetype: { id: context['issuetype.id'] },
              },
            }
          : {}),
        ...(context['project.id']
          ? { project: { id: context['project.id'], key: context['project.key'] } }
          : {}),
      },
      license: { active: false },
    };
  }
  return {
    confluence: {
      ...(context['macro.id']
        ? {
            macro: {
              id: context['macro.id'],
              hash: context['macro.id'],
              outputType: context['output.type'] ?? 'display',
            },
          }
        : {}),
      ...(context['content.id']
        ? {
            content: {
              id: context['content.id'],
              type: 'page',
              version: context['content.version'],
            },
          }
        : {}),
      ...(context['space.key']
        ? { space: { key: context['space.key'], id: context['space.id'] } }
        : {}),
    },
    license: { active: false },
  };
}
