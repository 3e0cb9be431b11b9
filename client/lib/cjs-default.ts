/**
 * Atlaskit's icon glyphs (`@atlaskit/icon/core/*`) are CommonJS only. Our package is ESM,
 * so esbuild hands a default import the whole `module.exports` (Node's interop), while
 * vitest hands the component. This unwraps either to the component.
 */
export function cjsDefault<T>(imported: T): T {
  let value: unknown = imported;
  while (
    value &&
    typeof value === 'object' &&
    'default' in value &&
    (value as { default: unknown }).default !== value
  )
    value = (value as { default: unknown }).default;
  return value as T;
}
