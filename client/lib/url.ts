/**
 * Building URLs: API paths in the call files (`client/api/`, `client/features/<f>/api/`) and
 * screen URLs (`client/routing/paths.ts`). Every value put into a path or a query is encoded, so
 * an id can never change the route.
 */

/** `` apiPath`/checklists/${uid}/items/${itemId}` ``: each value encoded as a path segment. */
export function apiPath(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return strings.reduce(
    (path, text, index) =>
      path + text + (index < values.length ? encodeURIComponent(String(values[index])) : ''),
    '',
  );
}

export type QueryValue = string | number | boolean | null | undefined;

/** `path?a=1&b=x`, leaving out empty values (undefined, null, ''); just `path` if none is left. */
export function withQuery(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
