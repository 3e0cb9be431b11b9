/**
 * The named schemas of the public REST API's answers: `components.schemas` of the OpenAPI
 * document (openapi.ts), where operations refer to them. Written for /api/v1 only, here on the
 * server: the client never imports zod.
 */
import { z, type ZodType } from 'zod';

export const V1_SCHEMAS = z.registry<{ id: string }>();

/** What each named component is, by id (its description in the document). */
export const COMPONENT_DESCRIPTIONS = new Map<string, string>();

/** Registers `schema` as a named component and returns it. */
export function component<S extends ZodType>(id: string, description: string, schema: S): S {
  V1_SCHEMAS.add(schema, { id });
  COMPONENT_DESCRIPTIONS.set(id, description);
  return schema;
}

/**
 * Leaves out what zod writes and a reader does not need: the safe-integer bounds of every
 * integer, and the long patterns beside a `date` or `date-time` format. A number read from a
 * query string (digits, then a number: `queryIntegerSchema`) is documented as the integer it
 * is, with its bounds and default, never as the pattern its digits are checked with.
 */
export function plainer({
  zodSchema,
  jsonSchema,
}: {
  zodSchema: z.core.$ZodType;
  jsonSchema: Record<string, unknown>;
}): void {
  const def = zodSchema._zod.def;
  if (def.type === 'pipe') {
    const { in: from, out: to } = def as z.core.$ZodPipeDef;
    // `z.string().regex(…).transform(Number).pipe(z.number()…)`: text in, a number out.
    if (from._zod.def.type === 'pipe' && to._zod.def.type === 'number') {
      const { $schema: _dialect, ...integer } = z.toJSONSchema(to, { override: plainer });
      for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
      Object.assign(jsonSchema, integer);
    }
  }
  if (def.type === 'default' && jsonSchema.default === undefined) {
    const value = (def as z.core.$ZodDefaultDef).defaultValue;
    if (typeof value === 'number' || typeof value === 'string') jsonSchema.default = value;
  }
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.format === 'date' || jsonSchema.format === 'date-time') delete jsonSchema.pattern;
}

/** Timestamps: ISO-8601 in UTC with milliseconds. */
export const timestamp = () => z.iso.datetime();
/** A day: `YYYY-MM-DD`. */
export const day = () => z.iso.date();
export const count = () => z.number().int().min(0);

/** The fields every page of a list has. */
export const pageFields = {
  page: z.number().int().min(1),
  perPage: z.number().int().min(1),
  total: count(),
  /** Lists stop counting at a cap: then there are more than `total`. */
  totalCapped: z.boolean().optional(),
};
