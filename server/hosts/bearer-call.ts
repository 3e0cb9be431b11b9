/**
 * One call to a product's REST API with `Authorization: Bearer <token>`: Forge's calls (the app
 * system token, or a person's token) and Connect's calls as a person (the user-impersonation
 * token). No redirects (a token must not follow one elsewhere), a timeout, answers up to 2 MB,
 * JSON bodies parsed. The token is revealed only into the header; errors name the method and
 * the path without its query, never the token.
 */
import type { RedactedSecret } from '../lib/redacted-secret';
import { HostCallError, type HostMethod, type HostResponse } from '../products/host-rest';
import { requestIdHeaders } from '../lib/request-scope';

const TIMEOUT_MS = 10_000;
const MAX_ANSWER_CHARS = 2 * 1024 * 1024;

export async function bearerCall<T>(
  send: typeof fetch,
  call: { url: string; path: string; method: HostMethod; token: RedactedSecret; body?: unknown },
): Promise<HostResponse<T>> {
  const { method, body } = call;
  const where = `${method} ${call.path.split('?')[0]}`;
  let response: Response;
  try {
    response = await send(call.url, {
      method,
      headers: {
        Authorization: `Bearer ${call.token.reveal()}`,
        Accept: 'application/json',
        ...requestIdHeaders(),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.name : 'error';
    throw new HostCallError(undefined, `${where} failed (${reason})`);
  }
  const text = await response.text();
  if (text.length > MAX_ANSWER_CHARS) {
    throw new HostCallError(response.status, `${where}: answer too large`);
  }
  let parsed: unknown = undefined;
  if (text !== '' && /json/i.test(response.headers.get('content-type') ?? '')) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  return { status: response.status, body: parsed as T };
}
