/**
 * Confluence's data per site, as the simulator plays it: the spaces SIM and TEAM, pages
 * seeded from fixtures.ts (ids 10001–10003) and then created, edited, copied; new pages get
 * ids from 10100 up. A page keeps its macros (module key, macro id, parameters) and, for
 * `GET …/history/{version}/macro/id/{macroId}`, which macros each of its versions held.
 */
import { randomUUID } from 'node:crypto';
import { PAGES, type SimMacro, type SimPage } from './fixtures';

export const FIRST_NEW_PAGE_ID = 10100;

/** Where a macro sits in a body: `<macro id="…"/>`. */
export const MACRO_MARKER = /<macro id="([^"]+)"\/>/g;
export const macroMarker = (id: string) => `<macro id="${id}"/>`;

export interface NewMacro {
  moduleKey: string;
  params: Record<string, string>;
  id?: string;
}

export interface NewPage {
  spaceKey: string;
  title: string;
  body?: string;
  macros: NewMacro[];
  restrictedTo?: string[];
}

interface Snapshot {
  version: number;
  macros: SimMacro[];
}

/**
 * Who may read or update a page: everyone, unless the page is restricted to some accounts
 * (the simulator restricts reading and editing alike, as a page restricted for viewing is).
 */
export function permitted(page: Pick<SimPage, 'restrictedTo'>, accountId: string | undefined) {
  return !page.restrictedTo || (accountId !== undefined && page.restrictedTo.includes(accountId));
}

/**
 * The body and macros made consistent: macros in the order their markers appear, a marker
 * appended for a macro the body does not place, markers of unknown macros dropped.
 */
export function normalizeBody(
  body: string,
  macros: SimMacro[],
): { body: string; macros: SimMacro[] } {
  const byId = new Map(macros.map((m) => [m.id, m]));
  const placed: SimMacro[] = [];
  let text = body.replace(MACRO_MARKER, (marker, id: string) => {
    const macro = byId.get(id);
    if (!macro || placed.includes(macro)) return '';
    placed.push(macro);
    return marker;
  });
  for (const macro of macros) {
    if (placed.includes(macro)) continue;
    text += macroMarker(macro.id);
    placed.push(macro);
  }
  return { body: text, macros: placed };
}

/** Confluence's copy: "Copy of …", version 1, the same body, macro ids and parameters. */
export function copyOf(page: SimPage, id: string): SimPage {
  return {
    ...structuredClone(page),
    id,
    title: `Copy of ${page.title}`,
    version: 1,
  };
}

/**
 * A macro as a version of its page held it: the newest snapshot at or before that version
 * (pages seeded at version n are taken to have had their macros since version 1); nothing
 * for a version the page never had.
 */
export function macroAtVersion(
  snapshots: readonly Snapshot[],
  currentVersion: number,
  version: number,
  macroId: string,
): SimMacro | undefined {
  if (!Number.isInteger(version) || version < 1 || version > currentVersion) return undefined;
  const sorted = [...snapshots].sort((a, b) => a.version - b.version);
  const snapshot = [...sorted].reverse().find((s) => s.version <= version) ?? sorted[0];
  return snapshot?.macros.find((m) => m.id === macroId);
}

export class ConfluenceData {
  readonly pages = new Map<string, SimPage>();
  private readonly history = new Map<string, Snapshot[]>();
  private readonly drafts = new Set<string>();
  private nextId = FIRST_NEW_PAGE_ID;

  constructor() {
    for (const page of PAGES) this.store(structuredClone(page) as SimPage);
  }

  find(id: string): SimPage | undefined {
    return this.pages.get(id);
  }

  list(): SimPage[] {
    return [...this.pages.values()].sort((a, b) => Number(a.id) - Number(b.id));
  }

  /** An id for a page being created in the editor (Confluence gives a draft its id at once). */
  reserveId(): string {
    const id = String(this.nextId++);
    this.drafts.add(id);
    return id;
  }

  create(input: NewPage, draftId?: string): SimPage {
    const id = draftId && this.drafts.delete(draftId) ? draftId : String(this.nextId++);
    const macros = input.macros.map((m) => ({
      moduleKey: m.moduleKey,
      id: m.id ?? randomUUID(),
      params: { ...m.params },
    }));
    const page: SimPage = {
      id,
      spaceKey: input.spaceKey,
      title: input.title,
      version: 1,
      ...normalizeBody(input.body ?? '', macros),
      ...(input.restrictedTo ? { restrictedTo: [...input.restrictedTo] } : {}),
    };
    this.store(page);
    return page;
  }

  /** A new version from the editor: title, body and macros as the draft has them. */
  publish(page: SimPage, change: { title: string; body: string; macros: SimMacro[] }): SimPage {
    const macros = change.macros.map((m) => ({ ...m, params: { ...m.params } }));
    Object.assign(page, { title: change.title, ...normalizeBody(change.body, macros) });
    page.version += 1;
    this.snapshot(page);
    return page;
  }

  addMacro(page: SimPage, moduleKey: string, params: Record<string, string>): SimMacro {
    const macro = { moduleKey, id: randomUUID(), params: { ...params } };
    page.macros.push(macro);
    page.body += macroMarker(macro.id);
    page.version += 1;
    this.snapshot(page);
    return macro;
  }

  copy(page: SimPage): SimPage {
    const copy = copyOf(page, String(this.nextId++));
    this.store(copy);
    return copy;
  }

  macroAt(page: SimPage, version: number, macroId: string): SimMacro | undefined {
    return macroAtVersion(this.history.get(page.id) ?? [], page.version, version, macroId);
  }

  private store(page: SimPage): void {
    this.pages.set(page.id, page);
    this.snapshot(page);
  }

  private snapshot(page: SimPage): void {
    const list = this.history.get(page.id) ?? [];
    list.push({ version: page.version, macros: structuredClone(page.macros) });
    this.history.set(page.id, list);
  }
}
