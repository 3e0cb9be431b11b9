/**
 * Client state (docs/ARCHITECTURE.md, "Client"): one jotai store for the whole app. Screens read and
 * write these atoms; nothing else keeps app-wide state.
 */
import { atom } from 'jotai';
import { PAGINATION_DEFAULTS } from '../../shared/constants';
import type { CustomTaskStatus, GlobalSettings } from '../../shared/settings';
import type { CallerPermissions } from '../../shared/me';

/** The portal's tenant (null until signed in); inside a host the server knows the tenant. */
export const tenantKeyAtom = atom<string | null>(null);

/** The template a screen works on, shared between the overview's screens. */
export const currentTemplateAtom = atom<{ uid: string; title: string } | null>(null);

export const checklistPaginationPageAtom = atom<number>(PAGINATION_DEFAULTS.page);
/**
 * Which checklist list (and filter) `checklistPaginationPageAtom` is a page of: another list
 * starts at page 1 instead of showing a page it may not have (client/state/checklist-page.ts).
 */
export const checklistPaginationListAtom = atom<string | null>(null);
export const checklistPaginationElementsPerPageAtom = atom<number>(
  PAGINATION_DEFAULTS.elementsPerPage,
);

/** The site's global settings; null until the start-up loaded them. */
export const globalSettingsAtom = atom<GlobalSettings | null>(null);

/**
 * What the caller may do on the site (GET /api/me), null until asked: screens show their
 * buttons by it (client/api/get-me.ts, `useCallerPermissions`), never by which host runs.
 */
export const callerPermissionsAtom = atom<CallerPermissions | null>(null);

/** The user's preference, persisted through PUT /api/preferences/showCheckedTasks. */
export const showCheckedTasksAtom = atom<boolean>(false);

/** True once start-up has finished, whatever its outcome: the root renders only then. */
export const appLoadedAtom = atom<boolean>(false);

/**
 * Custom task statuses with their display switch, derived from the global settings; `retired`
 * are removed ones that items may still carry (shown with their last name, never offered).
 */
export const customTaskStatusesAtom = atom<{
  statuses: CustomTaskStatus[];
  retired: CustomTaskStatus[];
  show: boolean;
}>((get) => {
  const settings = get(globalSettingsAtom);
  return {
    statuses: settings?.customTaskStatuses ?? [],
    retired: settings?.retiredTaskStatuses ?? [],
    show: settings?.showCustomTaskStatus ?? false,
  };
});
