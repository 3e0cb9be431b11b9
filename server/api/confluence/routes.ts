/**
 * /api/confluence: the checklist macro (its checklist, made on first view; a new one after a
 * deletion), the list macro and the page panel. Pages, macros and rights come from Confluence
 * in the actions, never from the frame's URL.
 */
import { Router } from 'express';
import { handle } from '../../http/endpoint';
import type { ServiceDeps } from '../../services/service-deps';
import { presentChecklist } from '../../presenters/checklist-presenter';
import { presentPlaced } from '../../presenters/placed-checklist-presenter';
import { openMacro, restartMacro, type MacroView } from '../../services/confluence/macro-view';
import { listMacroChecklists, pageChecklists } from '../../services/confluence/placed-checklists';
import type { MacroViewDto } from '../../../shared/confluence';
import * as schema from './schema';

const presentMacro = (view: MacroView): MacroViewDto =>
  view.state === 'checklist' ? { ...view, checklist: presentChecklist(view.checklist) } : view;

export function confluenceRoutes(deps: ServiceDeps): Router {
  const router = Router();
  router.get(
    '/confluence/macro',
    handle(schema.openMacro, async (ctx, { query }) =>
      presentMacro(await openMacro(deps, ctx, query)),
    ),
  );
  router.post(
    '/confluence/macro/restart',
    handle(schema.restartMacro, async (ctx, { body }) =>
      presentMacro(await restartMacro(deps, ctx, body)),
    ),
  );
  router.get(
    '/confluence/checklists',
    handle(schema.listMacro, async (ctx, { query }) => {
      const page = await listMacroChecklists(deps, ctx, query);
      return { ...page, items: page.items.map(presentPlaced) };
    }),
  );
  router.get(
    '/confluence/pages/:pageId/checklists',
    handle(schema.pagePanel, async (ctx, { params }) => {
      const panel = await pageChecklists(deps, ctx, params.pageId);
      return { page: panel.page, checklists: panel.checklists.map(presentPlaced) };
    }),
  );
  return router;
}
