/**
 * CONNECT_ALLOWED_HOSTS: which hosts may install the apps and frame their pages.
 * A pattern's `*` stands for exactly one DNS label, so `*.atlassian.net` matches
 * `acme.atlassian.net` but not `evil.com.atlassian.net.example`.
 */
const LOOPBACK = new Set(['localhost', '127.0.0.1']);

function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .split('.')
    .map((label) => (label === '*' ? '[a-z0-9-]+' : label.replace(/[^a-z0-9-]/g, '')))
    .join('\\.');
  return new RegExp(`^${body}$`, 'i');
}

/** Whether a host's base URL (from an install payload) is allowed. */
export function isAllowedHost(baseUrl: string, patterns: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return false;
  }
  const loopback = LOOPBACK.has(url.hostname);
  // Real sites are https only; plain http is only believable on loopback (the simulator).
  if (url.protocol !== 'https:' && !(loopback && url.protocol === 'http:')) return false;
  return patterns.some((pattern) => patternToRegExp(pattern).test(url.hostname));
}

/** CSP `frame-ancestors` sources for the allowed hosts. */
export function frameAncestorSources(patterns: readonly string[]): string[] {
  return patterns.flatMap((pattern) =>
    LOOPBACK.has(pattern)
      ? [`http://${pattern}:*`, `https://${pattern}:*`]
      : [`https://${pattern}`],
  );
}
