/**
 * Every API handler runs the same steps in the same order:
 *
 *   context → params → input → authorize → act → present
 *
 * `handle(schema, step)` does the first three: the caller's RequestContext (set by
 * auth/authenticate.ts), the path parameters (a malformed id is "not found", exactly like
 * another site's), and the body or query, parsed once with the resource's zod schema in the
 * caller's language (400 `validation_failed`, nothing changed). `step` then calls the service
 * action, which authorizes against the resource it loads (policies/authorize.ts) and acts;
 * `step` presents what it returns. The answer is `{ data }`, 204 when there is none, or a
 * BinaryAnswer sent as it is.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { z, ZodType } from 'zod';
import { contextOf, type RequestContext } from '../auth/request-context';
import { notFound } from '../errors';
import type { MessageKey } from '../i18n/messages';
import { asyncHandler } from '../http/async-handler';
import { parseInput } from '../http/validate';

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

/** Context, params and input: the steps every handler starts with. */
function routeInput<P extends Record<string, PathParam>, B extends ZodType, Q extends ZodType>(
  req: Request,
  schema: RouteSchema<P, B, Q>,
): { ctx: RequestContext; input: RouteInput<Params<P>, z.output<B>, z.output<Q>> } {
  const ctx = contextOf(req);
  const params = parseParams(req, schema.params);
  const body = (
    schema.body ? parseInput(schema.body, req.body, ctx.locale) : undefined
  ) as z.output<B>;
  const query = (
    schema.query ? parseInput(schema.query, req.query, ctx.locale) : undefined
  ) as z.output<Q>;
  return { ctx, input: { params, body, query } };
}

/** What a route's own step gets: the caller and the validated input. */
type Step<P extends Record<string, PathParam>, B extends ZodType, Q extends ZodType, R> = (
  ctx: RequestContext,
  input: RouteInput<Params<P>, z.output<B>, z.output<Q>>,
  res: Response,
) => R;

export function handle<
  P extends Record<string, PathParam>,
  B extends ZodType,
  Q extends ZodType,
  R,
>(schema: RouteSchema<P, B, Q>, step: Step<P, B, Q, Promise<R> | R>): RequestHandler {
  return asyncHandler(async (req, res) => {
    const { ctx, input } = routeInput(req, schema);
    const data = await step(ctx, input, res);
    if (data === undefined) res.status(204).end();
    else if (data instanceof BinaryAnswer) res.set(data.headers).send(data.body);
    else res.status(schema.status ?? 200).json({ data });
  });
}

/** The same steps for an answer that streams (server-sent events): `step` owns the response. */
export function handleStream<
  P extends Record<string, PathParam>,
  B extends ZodType,
  Q extends ZodType,
>(schema: RouteSchema<P, B, Q>, step: Step<P, B, Q, Promise<void>>): RequestHandler {
  return asyncHandler(async (req, res) => {
    const { ctx, input } = routeInput(req, schema);
    await step(ctx, input, res);
  });
}
