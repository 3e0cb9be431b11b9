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
 * integer, and the long patterns beside a `date` or `date-time` format.
 */
export function plainer({ jsonSchema }: { jsonSchema: Record<string, unknown> }): void {
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
