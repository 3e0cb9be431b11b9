/**
 * Reading a verified token's JSON claims without trusting their shape: a nested object, or an
 * id (a string, or a safe integer as hosts sometimes send them), else undefined.
 */
export type Claims = Record<string, unknown>;

export const objectOf = (value: unknown): Claims | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Claims)
    : undefined;

export const idOf = (value: unknown): string | undefined =>
  typeof value === 'string' || (typeof value === 'number' && Number.isSafeInteger(value))
    ? String(value)
    : undefined;

/** The id at a path of nested objects (`idAt(context, 'jira', 'issue', 'id')`). */
export function idAt(claims: unknown, ...path: string[]): string | undefined {
  let at: unknown = claims;
  for (const key of path) at = objectOf(at)?.[key];
  return idOf(at);
}
