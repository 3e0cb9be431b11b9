/**
 * One operation of the public REST API: what it is (method, path, summary, tag), what it takes
 * (path parameters, query, body: the app's own zod schemas), what it answers (status and a zod
 * schema of `data`) and the handler that does it (through `handle`, the app's handler order,
 * calling the same service actions). The router (routes.ts) is registered from the table of
 * these (operations.ts) and the OpenAPI document (openapi.ts) is generated from the same table,
 * so a documented route and a served route cannot drift apart.
 */
import type { RequestHandler } from 'express';
import type { z, ZodType } from 'zod';
import type { RequestContext } from '../../auth/request-context';
import type { ServiceDeps } from '../../services/service-deps';
import { handle, type PathParam } from '../../http/endpoint';

export const V1_TAGS = {
  Templates: 'Templates: the reusable lists checklists are made from.',
  Checklists: 'Checklists: made from a template or from scratch, with their status and progress.',
  Items: 'Items of a checklist: add, edit, tick, set a status, skip with a reason, move, remove.',
  Audit: "Audit logs: a checklist's events, an issue's or page's, and the site's settings changes.",
  Statistics:
    "Statistics: a checklist's or a template's figures, computed from the items and the audit log.",
  Site: 'The site and the key: who the key acts as, and the global settings.',
} as const;
export type V1Tag = keyof typeof V1_TAGS;

export type V1Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Example input, shown in the reference's curl examples (a test parses them with the schemas). */
export interface V1Example {
  query?: Record<string, string>;
  body?: unknown;
}

export interface V1Operation {
  /** The OpenAPI `operationId`. */
  id: string;
  method: V1Method;
  /** Express's pattern under /api/v1, e.g. `/checklists/:uid/items/:itemId`. */
  path: string;
  tag: V1Tag;
  summary: string;
  description?: string;
  params: Record<string, PathParam>;
  query?: ZodType;
  body?: ZodType;
  /** 204 when the operation answers nothing. */
  status: 200 | 201 | 204;
  /** The schema of the answer's `data`; absent with 204. */
  response?: ZodType;
  example?: V1Example;
  /** Whether the operation changes anything (only keys with the `write` scope may call it). */
  writes: boolean;
  handler(deps: ServiceDeps): RequestHandler;
}

type Params = Record<string, PathParam>;
/** What `handle` gives a step as its input: typed path parameters, body and query. */
type InputOf<P extends Params, B extends ZodType, Q extends ZodType> = Parameters<
  Parameters<typeof handle<P, B, Q, unknown>>[1]
>[1];

interface OperationSpec<P extends Params, B extends ZodType, Q extends ZodType, S> {
  id: string;
  method: V1Method;
  path: string;
  tag: V1Tag;
  summary: string;
  description?: string;
  params?: P;
  body?: B;
  query?: Q;
  /** 200 or 201 with a response schema; without one the operation answers 204. */
  status?: 200 | 201;
  response: S;
  example?: V1Example;
}

/** What an operation's step returns: the data its response schema describes, or nothing. */
type Answer<S> = S extends ZodType ? z.input<S> : void;

export function operation<
  P extends Params = Record<string, never>,
  B extends ZodType = ZodType<undefined>,
  Q extends ZodType = ZodType<undefined>,
  S extends ZodType | null = null,
>(
  spec: OperationSpec<P, B, Q, S>,
  run: (deps: ServiceDeps, ctx: RequestContext, input: InputOf<P, B, Q>) => Promise<Answer<S>>,
): V1Operation {
  const status = spec.response === null ? 204 : (spec.status ?? 200);
  return {
    id: spec.id,
    method: spec.method,
    path: spec.path,
    tag: spec.tag,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    params: spec.params ?? {},
    ...(spec.query ? { query: spec.query } : {}),
    ...(spec.body ? { body: spec.body } : {}),
    status,
    ...(spec.response ? { response: spec.response } : {}),
    ...(spec.example ? { example: spec.example } : {}),
    writes: spec.method !== 'get',
    handler: (deps) =>
      handle<P, B, Q, Answer<S>>(
        {
          ...(spec.params ? { params: spec.params } : {}),
          ...(spec.body ? { body: spec.body } : {}),
          ...(spec.query ? { query: spec.query } : {}),
          ...(status === 204 ? {} : { status: status as 200 | 201 }),
        },
        (ctx, input) => run(deps, ctx, input),
      ),
  };
}
