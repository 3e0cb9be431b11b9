/**
 * Every endpoint, whoever calls it, runs the same steps in the same order:
 *
 *   caller → params → input → authorize → act → present
 *
 * `endpoint(caller, schema, step)` does the first three: who calls (`caller`: the /api's
 * RequestContext set by http/authenticate.ts, a public caller, or a host's own signed call,
 * verified on the request), the path parameters (a malformed id is "not found", exactly like
 * another site's), and the body or query, parsed once with the route's zod schema in the
 * caller's language (400 `validation_failed`, nothing changed). `step` then calls the service
 * action, which authorizes against the resource it loads (policies/authorize.ts) and acts;
 * `step` presents what it returns. The answer is `{ data }` (or an HTML page), 204 when there is
 * none, or a BinaryAnswer sent as it is.
 *
 * The variants name the callers: `handle` (/api, /api/v1: the authenticated RequestContext),
 * `handlePublic` (no credential: the portal's sign-in calls, a share link's page),
 * `handleHostCall` (a call the host signed for itself: webhooks, post functions, render modes,
 * Forge events; its verifier is the route's first step), and `handleStream` (server-sent
 * events, whose step owns the response).
 */
import type { Request, RequestHandler, Response } from 'express';
import type { z, ZodType } from 'zod';
import { contextOf, type RequestContext } from '../auth/request-context';
import { languageFromAcceptLanguage, type Language } from '../../shared/language';
import { notFound } from '../errors';
import type { MessageKey } from '../i18n/messages';
import { asyncHandler } from './async-handler';
import { parseInput } from './validate';

/** A path parameter: what it must look like, and what "not found" says when it does not. */
export interface PathParam<T extends string = string> {
  schema: ZodType<T>;
  missing: MessageKey;
}

export const pathParam = <T extends string>(
  schema: ZodType<T>,
  missing: MessageKey,
): PathParam<T> => ({ schema, missing });

/** A non-JSON answer (a signature image): sent as it is, with its own headers. */
export class BinaryAnswer {
  constructor(
    readonly body: Buffer,
    readonly headers: Record<string, string>,
  ) {}
}

/** An HTML answer (a page, a host's render mode): never cached. */
export class HtmlAnswer {
  constructor(
    readonly html: string,
    readonly status = 200,
  ) {}
}

type Params<P extends Record<string, PathParam>> = {
  [K in keyof P]: P[K] extends PathParam<infer T> ? T : string;
};

/** What a route takes: path parameters, and a body or a query schema. */
export interface RouteSchema<
  P extends Record<string, PathParam> = Record<string, never>,
  B extends ZodType = ZodType<undefined>,
  Q extends ZodType = ZodType<undefined>,
> {
  params?: P;
  body?: B;
  query?: Q;
  /** The success status (default 200; 204 when the step returns nothing). */
  status?: 200 | 201 | 202;
}

export interface RouteInput<P, B, Q> {
  params: P;
  body: B;
  query: Q;
}

/** Who calls an endpoint, and the language its answers and messages are in. */
export type Caller<C> = (req: Request) => Promise<CallerOf<C>> | CallerOf<C>;
export interface CallerOf<C> {
  caller: C;
  locale: Language;
}

/** The /api caller: the RequestContext the authenticate middleware set. */
const contextCaller = (req: Request): CallerOf<RequestContext> => {
  const ctx = contextOf(req);
  return { caller: ctx, locale: ctx.locale };
};

/** A caller without a credential: only their language. */
export interface PublicCaller {
  locale: Language;
}
const publicCaller: Caller<PublicCaller> = (req) => {
  const locale = languageFromAcceptLanguage(req.headers['accept-language']);
  return { caller: { locale }, locale };
};

function parseParams<P extends Record<string, PathParam>>(
  req: Request,
  params: P | undefined,
): Params<P> {
  const parsed: Record<string, string> = {};
  for (const [name, param] of Object.entries(params ?? {})) {
    const raw = req.params[name];
    const result = param.schema.safeParse(raw);
    // The message may name what was asked for ("no preference named …"), never at length.
    if (!result.success) throw notFound(param.missing, { [name]: String(raw ?? '').slice(0, 100) });
    parsed[name] = result.data;
  }
  return parsed as Params<P>;
}

/** Params and input: the steps after the caller. */
function routeInput<P extends Record<string, PathParam>, B extends ZodType, Q extends ZodType>(
  req: Request,
  schema: RouteSchema<P, B, Q>,
  locale: Language,
): RouteInput<Params<P>, z.output<B>, z.output<Q>> {
  const params = parseParams(req, schema.params);
  const body = (schema.body ? parseInput(schema.body, req.body, locale) : undefined) as z.output<B>;
  const query = (
    schema.query ? parseInput(schema.query, req.query, locale) : undefined
  ) as z.output<Q>;
  return { params, body, query };
}

/** What a route's own step gets: the caller and the validated input. */
type Step<C, P extends Record<string, PathParam>, B extends ZodType, Q extends ZodType, R> = (
  caller: C,
  input: RouteInput<Params<P>, z.output<B>, z.output<Q>>,
  res: Response,
) => R;

function send(res: Response, data: unknown, status: number): void {
  if (data === undefined) res.status(204).end();
  else if (data instanceof BinaryAnswer) res.set(data.headers).send(data.body);
  else if (data instanceof HtmlAnswer) {
    res.status(data.status).type('html').set('Cache-Control', 'no-store').send(data.html);
  } else res.status(status).json({ data });
}

/** The one endpoint shape; the exported variants below name its callers. */
export function endpoint<
  C,
  P extends Record<string, PathParam>,
  B extends ZodType,
  Q extends ZodType,
  R,
>(
  identify: Caller<C>,
  schema: RouteSchema<P, B, Q>,
  step: Step<C, P, B, Q, Promise<R> | R>,
): RequestHandler {
  return asyncHandler(async (req, res) => {
    const who = identify(req);
    // /api's caller is known already: no promise, no extra turn of the event loop per request.
    const { caller, locale } = who instanceof Promise ? await who : who;
    const input = routeInput(req, schema, locale);
    send(res, await step(caller, input, res), schema.status ?? 200);
  });
}

/** The endpoint shape for one kind of caller. */
const forCaller =
  <C>(identify: Caller<C>) =>
  <P extends Record<string, PathParam>, B extends ZodType, Q extends ZodType, R>(
    schema: RouteSchema<P, B, Q>,
    step: Step<C, P, B, Q, Promise<R> | R>,
  ): RequestHandler =>
    endpoint(identify, schema, step);

/** An /api or /api/v1 route: the caller is the authenticated RequestContext. */
export const handle = forCaller(contextCaller);

/** A route anyone may call (rate-limited by address where it is mounted). */
export const handlePublic = forCaller(publicCaller);

/**
 * A call the host signed for itself (a webhook, a post function, a render mode, a Forge
 * event): its caller is the host adapter's verifier, which checks the signature on the request
 * before anything is read; the answer is 204 unless the step returns one.
 */
export const handleHostCall = endpoint;

/** The same steps for an answer that streams (server-sent events): `step` owns the response. */
export function handleStream<
  P extends Record<string, PathParam>,
  B extends ZodType,
  Q extends ZodType,
>(
  schema: RouteSchema<P, B, Q>,
  step: Step<RequestContext, P, B, Q, Promise<void>>,
): RequestHandler {
  return asyncHandler(async (req, res) => {
    const { caller, locale } = contextCaller(req);
    await step(caller, routeInput(req, schema, locale), res);
  });
}
