/**
 * What the Confluence actions ask of Confluence itself: as the app, a page and a macro placed
 * on it (its parameters as the page stores them, never as a browser says); as the person,
 * whether they may read or edit pages (Confluence answers the app about someone else only if
 * the app were a Confluence Administrator, which it is not). Implemented once in
 * rest-confluence-site.ts, over Connect's transport or Forge's (under Forge a macro's
 * parameters come from the call's signed context instead: `ctx.signed.macro`, from
 * hosts/forge/signed-context.ts).
 */
import type { Tenant } from '../db/repositories/tenants-repository';

export interface ConfluencePageRef {
  id: string;
  title: string;
  spaceKey: string;
  version: number;
}

export interface ConfluenceMacroRef {
  /** The macro's module key (`checklist`, `checklist-list`). */
  name: string;
  parameters: Record<string, string>;
}

export type PageOperation = 'read' | 'update';

export interface ConfluenceSite {
  /**
   * The page as Confluence knows it now; undefined when it does not exist. A remembered answer
   * older than `atLeastVersion` (the version a frame was given) is asked again.
   */
  page(
    tenant: Tenant,
    pageId: string,
    atLeastVersion?: number,
  ): Promise<ConfluencePageRef | undefined>;
  /** A macro on the page in that version; undefined when the page has no such macro. */
  macro(
    tenant: Tenant,
    pageId: string,
    version: number,
    macroId: string,
  ): Promise<ConfluenceMacroRef | undefined>;
  /** Whether the person may read (or update) the page, asked as them. */
  hasPagePermission(
    tenant: Tenant,
    accountId: string,
    pageId: string,
    operation: PageOperation,
  ): Promise<boolean>;
  /** Of these pages, the ones the person may read (a CQL search as them, 100 ids a call). */
  readablePages(
    tenant: Tenant,
    accountId: string,
    pageIds: readonly string[],
  ): Promise<Set<string>>;
}
