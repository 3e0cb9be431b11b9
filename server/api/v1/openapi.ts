/**
 * The OpenAPI 3.1 document of /api/v1 (`GET /api/v1/openapi.json`), generated from the table of
 * operations (operations.ts) and their zod schemas with zod's `toJSONSchema`: inputs as the
 * schemas take them (`io: 'input'`), answers as the named components of schema-registry.ts.
 * Nothing here is written twice: a route, its parameters and its answer come from the table.
 */
import { z, type ZodType } from 'zod';
import { ERROR_CODES } from '../../../shared/error-codes';
import { API_KEY_PREFIX } from '../../../shared/api-keys';
import { V1_OPERATIONS } from './operations';
import { V1_TAGS, type V1Operation } from './operation';
import { COMPONENT_DESCRIPTIONS, component, plainer, V1_SCHEMAS } from './schema-registry';

export type JsonObject = { [key: string]: unknown };

export const SECURITY_SCHEME = 'apiKey';
const COMPONENTS = '#/components/schemas/';

component(
  'Error',
  'Every failure: a stable `code` and a `message` in the language of `Accept-Language` ' +
    '(English or German); `details` names the fields a 400 refused.',
  z.object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string(),
      details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
      current: z.unknown().optional().describe('On a 409: the resource as it is now.'),
    }),
  }),
);

const ERRORS = {
  '400': [
    'BadRequest',
    'The body or query does not match the schema (`validation_failed`), or is not JSON (`bad_json`). Nothing changed.',
  ],
  '401': [
    'Unauthorized',
    'No API key, or one that is unknown, revoked, or of a site that no longer uses Checklists.',
  ],
  '403': [
    'Forbidden',
    "The key's owner may not do this, or the key may only read (`forbidden`). Nothing changed.",
  ],
  '404': ['NotFound', "No such resource on the key's site (another site's ids look the same)."],
  '409': [
    'Conflict',
    'It changed since it was read (a stale `version`), or its state forbids the change (archived).',
  ],
  '429': [
    'RateLimited',
    'Too many requests for this key (or, without a key, from this address): wait `Retry-After` seconds.',
  ],
} as const;
type ErrorStatus = keyof typeof ERRORS;

/** A zod schema as JSON Schema, without the `$schema` OpenAPI does not need on each one. */
function jsonSchema(schema: ZodType, io: 'input' | 'output'): JsonObject {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: plainer,
  });
  return rest;
}

function componentRef(schema: ZodType): JsonObject {
  const id = V1_SCHEMAS.get(schema)?.id;
  if (!id) throw new Error('Every /api/v1 answer is a named component (schema-registry.ts)');
  return { $ref: `${COMPONENTS}${id}` };
}

/** Express's `:name` as OpenAPI's `{name}`. */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

function parameters(op: V1Operation): JsonObject[] {
  const path = Object.entries(op.params).map(([name, param]) => ({
    name,
    in: 'path',
    required: true,
    schema: jsonSchema(param.schema, 'input'),
  }));
  if (!op.query) return path;
  const query = jsonSchema(op.query, 'input') as {
    properties?: Record<string, JsonObject>;
    required?: string[];
  };
  return [
    ...path,
    ...Object.entries(query.properties ?? {}).map(([name, schema]) => ({
      name,
      in: 'query',
      required: query.required?.includes(name) ?? false,
      ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
      schema,
      ...(op.example?.query?.[name] === undefined ? {} : { example: op.example.query[name] }),
    })),
  ];
}

function errorStatuses(op: V1Operation): ErrorStatus[] {
  return [
    ...(op.body || op.query ? (['400'] as const) : []),
    '401',
    '403',
    ...(Object.keys(op.params).length > 0 ? (['404'] as const) : []),
    ...(op.writes ? (['409'] as const) : []),
    '429',
  ];
}

function operationObject(op: V1Operation): JsonObject {
  const success = op.response
    ? {
        description: op.status === 201 ? 'Created' : 'OK',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: { data: componentRef(op.response) },
              required: ['data'],
              additionalProperties: false,
            },
          },
        },
      }
    : { description: 'Done; no content.' };
  return {
    operationId: op.id,
    summary: op.summary,
    ...(op.description || op.writes
      ? {
          description: [op.description, op.writes ? 'Needs a key with the `write` scope.' : '']
            .filter(Boolean)
            .join(' '),
        }
      : {}),
    tags: [op.tag],
    ...(op.writes ? { security: [{ [SECURITY_SCHEME]: ['write'] }] } : {}),
    parameters: parameters(op),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: jsonSchema(op.body, 'input'),
                ...(op.example?.body === undefined ? {} : { example: op.example.body }),
              },
            },
          },
        }
      : {}),
    responses: {
      [String(op.status)]: success,
      ...Object.fromEntries(
        errorStatuses(op).map((status) => [
          status,
          { $ref: `#/components/responses/${ERRORS[status][0]}` },
        ]),
      ),
    },
  };
}

const DESCRIPTION = `Templates, checklists, their items and audit logs of one Jira or Confluence site, for scripts and other tools.

**Authentication**: \`Authorization: Bearer ${API_KEY_PREFIX}…\` with an API key. A person creates their own keys in Checklists (user settings, API keys) and acts with their own rights; a site administrator creates the site's keys (the admin pages' API keys), which act as a site administrator.

**Scopes**: a \`read\` key reads; a \`write\` key also changes. A read key gets 403 \`forbidden\` on every change, and nothing changes.

**Answers**: \`{ "data": … }\`, or 204 with no content. **Errors**: \`{ "error": { "code", "message" } }\`, the message in the language of \`Accept-Language\` (English or German).

**Rate limits**: per key, per minute (\`RateLimit\` headers on every answer); past the limit 429 \`rate_limited\` with \`Retry-After\`.`;

/** The whole document, for the server that serves it at `baseUrl`. */
export function buildOpenApiDocument(baseUrl: string): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const op of V1_OPERATIONS) {
    const path = openApiPath(op.path);
    paths[path] = { ...paths[path], [op.method]: operationObject(op) };
  }
  const { schemas } = z.toJSONSchema(V1_SCHEMAS, {
    io: 'output',
    uri: (id) => `${COMPONENTS}${id}`,
    override: plainer,
  });
  return {
    openapi: '3.1.0',
    info: { title: 'Checklists REST API', version: '1', description: DESCRIPTION },
    servers: [{ url: `${baseUrl}/api/v1` }],
    security: [{ [SECURITY_SCHEME]: [] }],
    tags: Object.entries(V1_TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: {
        [SECURITY_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: `${API_KEY_PREFIX}<8 hex>_<secret>`,
          description: 'An API key of a person or of the site.',
        },
      },
      schemas: Object.fromEntries(
        Object.entries(schemas).map(([id, { $schema: _dialect, $id: _id, ...schema }]) => [
          id,
          { description: COMPONENT_DESCRIPTIONS.get(id), ...schema },
        ]),
      ),
      responses: Object.fromEntries(
        Object.values(ERRORS).map(([name, description]) => [
          name,
          {
            description,
            ...(name === 'RateLimited'
              ? {
                  headers: {
                    'Retry-After': {
                      description: 'Seconds until the limit resets.',
                      schema: { type: 'integer', minimum: 0 },
                    },
                  },
                }
              : {}),
            content: { 'application/json': { schema: { $ref: `${COMPONENTS}Error` } } },
          },
        ]),
      ),
    },
  };
}
