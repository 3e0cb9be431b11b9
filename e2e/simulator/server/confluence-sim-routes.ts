/**
 * The simulator's Confluence controls, for the editor page (publish, signed macro frames) and
 * for tests: create, read, publish, copy pages and add macros. Each site has its own pages.
 */
import express, { Router, type Request, type Response } from 'express';
import { findUser, type SimUser } from '../lib/directory';
import { findSpace, SPACES, type SimMacro, type SimPage } from './fixtures';
import { currentUser } from './rest-auth';
import { frameFor } from './frames';
import { permitted, type NewMacro } from './confluence-data';
import { findMacroModule, macroContext } from './confluence-modules';
import type { MacroFrameAnswer, MacroFrameRequest } from '../browser/confluence-types';
import type { SimContext, SiteRuntime } from './context';

/** Macro ids as Confluence makes them (uuids; older pages: other short tokens). */
const MACRO_ID = /^[A-Za-z0-9_-]{1,100}$/;

class Invalid extends Error {}

/** Macro parameters are strings on Confluence; numbers and booleans become strings. */
export function parseParams(value: unknown): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new Invalid('params is an object');
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([name, v]) => {
      if (!['string', 'number', 'boolean'].includes(typeof v))
        throw new Invalid(`parameter ${name} is not a string`);
      return [name, String(v)];
    }),
  );
}

function parseMacros(value: unknown, idRequired: boolean): NewMacro[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new Invalid('macros is a list');
  return value.map((raw: { moduleKey?: unknown; id?: unknown; params?: unknown }) => {
    if (typeof raw?.moduleKey !== 'string' || !raw.moduleKey) throw new Invalid('macro moduleKey');
    if (
      (idRequired || raw.id !== undefined) &&
      !(typeof raw.id === 'string' && MACRO_ID.test(raw.id))
    )
      throw new Invalid(`macro id ${String(raw.id)}`);
    return {
      moduleKey: raw.moduleKey,
      params: parseParams(raw.params),
      ...(typeof raw.id === 'string' ? { id: raw.id } : {}),
    };
  });
}

const text = (value: unknown, name: string) => {
  if (typeof value !== 'string' || !value.trim()) throw new Invalid(`${name} is required`);
  return value.trim();
};

export function confluenceSimRoutes(sim: SimContext, site: SiteRuntime): Router {
  const router = Router();
  const data = sim.state.confluence(site.name);
  router.use(['/sim/pages', '/sim/macro-frame'], express.json({ limit: '200kb' }));
  const userOf = (req: Request): SimUser =>
    findUser(String((req.body as { as?: string } | undefined)?.as ?? '')) ?? currentUser(req);
  /** Runs a handler, answering 400 for invalid input. */
  const handle = (fn: (req: Request, res: Response) => void) => (req: Request, res: Response) => {
    try {
      fn(req, res);
    } catch (error) {
      if (!(error instanceof Invalid)) throw error;
      res.status(400).json({ error: error.message });
    }
  };
  const pageOr404 = (req: Request, res: Response): SimPage | undefined => {
    const page = data.find(String(req.params.id));
    if (!page) res.status(404).json({ error: 'no such page' });
    return page;
  };

  router.get('/sim/pages', (_req, res) => res.json(data.list()));

  router.post(
    '/sim/pages',
    handle((req, res) => {
      const body = req.body as Record<string, unknown>;
      const space = findSpace(text(body.spaceKey, 'spaceKey'));
      if (!space) throw new Invalid(`spaceKey is one of ${SPACES.map((s) => s.key).join(', ')}`);
      if (body.restrictedTo !== undefined && !Array.isArray(body.restrictedTo))
        throw new Invalid('restrictedTo is a list of account ids');
      const page = data.create(
        {
          spaceKey: space.key,
          title: text(body.title, 'title'),
          body: typeof body.body === 'string' ? body.body : '',
          macros: parseMacros(body.macros, false),
          ...(Array.isArray(body.restrictedTo)
            ? {
                restrictedTo: body.restrictedTo.map(
                  (a) => findUser(String(a))?.accountId ?? String(a),
                ),
              }
            : {}),
        },
        typeof body.draftId === 'string' ? body.draftId : undefined,
      );
      sim.state.record(site.name, 'page-created', { id: page.id, by: userOf(req).id });
      res.json({
        id: page.id,
        version: page.version,
        macros: page.macros.map((m) => ({ id: m.id, moduleKey: m.moduleKey })),
      });
    }),
  );

  router.get('/sim/pages/:id', (req, res) => {
    const page = pageOr404(req, res);
    if (page) res.json(page);
  });

  /** The editor's Publish: a new version with the draft's title, body and macros. */
  router.put(
    '/sim/pages/:id',
    handle((req, res) => {
      const page = pageOr404(req, res);
      if (!page) return;
      const body = req.body as Record<string, unknown>;
      if (!permitted(page, userOf(req).accountId))
        return void res.status(403).json({ error: 'you may not edit this page' });
      if (body.version !== undefined && body.version !== page.version)
        return void res.status(409).json({ error: `the page is at version ${page.version}` });
      const macros = parseMacros(body.macros, true) as SimMacro[];
      const title = text(body.title, 'title');
      data.publish(page, { title, body: typeof body.body === 'string' ? body.body : '', macros });
      sim.state.record(site.name, 'page-published', { id: page.id, version: page.version });
      res.json({ id: page.id, version: page.version });
    }),
  );

  router.post('/sim/pages/:id/copy', (req, res) => {
    const page = pageOr404(req, res);
    if (!page) return;
    const copy = data.copy(page);
    sim.state.record(site.name, 'page-copied', { from: page.id, to: copy.id });
    res.json({ id: copy.id });
  });

  router.post(
    '/sim/pages/:id/macros',
    handle((req, res) => {
      const page = pageOr404(req, res);
      if (!page) return;
      const body = req.body as { moduleKey?: unknown; params?: unknown };
      const macro = data.addMacro(
        page,
        text(body.moduleKey, 'moduleKey'),
        parseParams(body.params),
      );
      res.json({ id: macro.id, version: page.version });
    }),
  );

  /** A signed URL for a macro's preview (`output.type=preview`) or its editor, in the editor. */
  router.post('/sim/macro-frame', (req, res) => {
    const ask = req.body as MacroFrameRequest;
    const user = currentUser(req);
    const answer = (body: MacroFrameAnswer) => res.json(body);
    const stored = data.find(String(ask.page?.id));
    if (stored && !permitted(stored, user.accountId)) return answer({ error: 'no such page' });
    const page: SimPage = stored ?? {
      id: String(ask.page?.id ?? ''),
      spaceKey: String(ask.page?.spaceKey ?? ''),
      title: String(ask.page?.title ?? ''),
      version: Number(ask.page?.version ?? 1),
      body: '',
      macros: [],
    };
    const module = findMacroModule(sim.descriptor('confluence'), String(ask.moduleKey));
    if (!module || !MACRO_ID.test(String(ask.macroId)))
      return answer({ error: `No macro "${String(ask.moduleKey)}" in the Confluence app` });
    let params: Record<string, string>;
    try {
      params = parseParams(ask.params);
    } catch (error) {
      return answer({ error: (error as Error).message });
    }
    const key = ask.kind === 'editor' ? `${module.key}:editor` : module.key;
    const context = macroContext(page, findSpace(page.spaceKey), ask.macroId, 'preview');
    const frame = frameFor(sim, site, 'confluence', key, context, user, { params });
    if (!frame) return answer({ error: `The app has no ${ask.kind} for "${module.key}"` });
    sim.state.record(site.name, 'macro-frame', {
      kind: ask.kind,
      moduleKey: key,
      macroId: ask.macroId,
    });
    answer({
      url: frame.url,
      addonKey: frame.addonKey,
      moduleKey: frame.moduleKey,
      productContext: frame.productContext,
    });
  });
  return router;
}
