/**
 * The host side of `invokeRemote` and `requestRemote`: the host page posts the frame's module
 * and context with the call, and the simulator (as Forge does) forwards it to the remote with a
 * fresh FIT: the installation, `apiBaseUrl`, the product `context` (cloudId, siteUrl,
 * moduleKey, localId, extension), the signed-in user as `principal`. `invoke` goes through
 * Forge (FIT + the tokens the endpoint's `auth` asks for: `x-forge-oauth-system`,
 * `x-forge-oauth-user`; 25 s timeout) and answers `{ success, payload: { status,
 * headers, body } }` (body parsed when JSON, else text); `fetchRemote` is direct (FIT only) and
 * answers `{ status, statusText, headers, body, isAttachment }` (binary bodies base64 with
 * `isAttachment: true`).
 */
import express, { Router, type Request } from 'express';
import { currentUser } from '../server/rest-auth';
import type { SiteRuntime } from '../server/context';
import type { ForgeHost } from './forge-host';
import { mintInvocationToken, mintSystemToken, mintUserToken } from './forge-tokens';
import { uiEndpointAuth, type ForgeProduct } from './forge-apps';
import type { ForgeFrameIdentity } from './browser/forge-types';

export interface RemoteRequest {
  path: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

interface RemoteAnswer {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  contentType: string;
  body: Buffer;
}

const TEXT = /^(text\/|application\/(json|javascript|xml|x-www-form-urlencoded)|[^;]*\+json)/i;

function headersOf(value: unknown): Record<string, string> {
  if (Array.isArray(value))
    return Object.fromEntries(
      value
        .filter((h): h is [string, string] => Array.isArray(h) && h.length === 2)
        .map(([k, v]) => [String(k), String(v)]),
    );
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
  return {};
}

/** The request an `invoke` (`invokeRemote`) or `fetchRemote` payload describes. */
export function remoteRequestOf(payload: unknown, kind: 'invoke' | 'fetch'): RemoteRequest {
  const p = (payload ?? {}) as Record<string, unknown>;
  const init = (kind === 'fetch' ? (p.fetchRequestInit ?? {}) : p) as Record<string, unknown>;
  const path = String(init.path ?? p.path ?? '');
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error('path must start with /');
  const headers = headersOf(init.headers);
  let body: string | undefined;
  if (typeof init.body === 'string') body = init.body;
  else if (init.body !== undefined && init.body !== null) {
    body = JSON.stringify(init.body);
    if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
      headers['Content-Type'] = 'application/json';
  }
  return { path, method: String(init.method ?? 'GET').toUpperCase(), headers, body };
}

export function contextOf(
  forge: ForgeHost,
  site: SiteRuntime,
  frame: ForgeFrameIdentity,
  accountId: string,
) {
  const installation = forge.installation(site.name, frame.product);
  return {
    cloudId: installation?.cloudId,
    siteUrl: site.origin,
    moduleKey: frame.moduleKey,
    localId: frame.localId,
    extension: frame.extension,
    environmentId: installation?.environmentId,
    environmentType: 'DEVELOPMENT',
    accountId,
  };
}

export async function forwardToRemote(
  forge: ForgeHost,
  site: SiteRuntime,
  frame: ForgeFrameIdentity,
  accountId: string,
  request: RemoteRequest,
  withSystemToken: boolean,
): Promise<RemoteAnswer> {
  const installation = forge.installation(site.name, frame.product);
  if (!installation) throw new Error(`The ${frame.product} app is not installed on this site.`);
  const fit = mintInvocationToken(forge.key, {
    installation,
    module: { type: frame.moduleType, key: frame.moduleKey },
    context: contextOf(forge, site, frame, accountId),
    principal: accountId,
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    // The app's own Authorization would be replaced by Forge's.
    if (!['authorization', 'host', 'content-length', 'cookie'].includes(name.toLowerCase()))
      headers[name] = value;
  }
  headers.Authorization = `Bearer ${fit}`;
  if (withSystemToken) {
    // Through Forge: the tokens the module's endpoint asks for (`auth` in the manifest).
    const app = forge.app(frame.product);
    const auth = app ? uiEndpointAuth(app, frame.moduleKey) : { system: true, user: false };
    if (auth.system) headers['x-forge-oauth-system'] = mintSystemToken(forge.key, installation);
    if (auth.user)
      headers['x-forge-oauth-user'] = mintUserToken(forge.key, installation, accountId);
  }
  const response = await fetch(`${forge.sim.appUrl}${request.path}`, {
    method: request.method,
    headers,
    body: ['GET', 'HEAD'].includes(request.method) ? undefined : request.body,
    signal: AbortSignal.timeout(25_000),
  });
  const body = Buffer.from(await response.arrayBuffer());
  forge.sim.state.record(site.name, withSystemToken ? 'forge-invoke' : 'forge-fetch', {
    product: frame.product,
    moduleKey: frame.moduleKey,
    method: request.method,
    path: request.path,
    status: response.status,
  });
  return {
    status: response.status,
    statusText: response.statusText,
    headers: Object.fromEntries(response.headers.entries()),
    contentType: response.headers.get('content-type') ?? '',
    body,
  };
}

export function forgeRemoteRoutes(forge: ForgeHost, site: SiteRuntime): Router {
  const router = Router();
  router.use('/forge-sim', express.json({ limit: '2mb' }));
  const input = (req: Request) => req.body as { frame: ForgeFrameIdentity; payload: unknown };
  const valid = (frame: ForgeFrameIdentity | undefined) =>
    frame && (['jira', 'confluence'] as ForgeProduct[]).includes(frame.product);
  /** Forwards the frame's call for the signed-in user (`invoke` adds the system token). */
  const forward = async (
    req: Request,
    frame: ForgeFrameIdentity,
    payload: unknown,
    kind: 'invoke' | 'fetch',
  ) =>
    forwardToRemote(
      forge,
      site,
      frame,
      currentUser(req).accountId,
      remoteRequestOf(payload, kind),
      kind === 'invoke',
    );

  router.post('/forge-sim/invoke', async (req, res) => {
    const { frame, payload } = input(req);
    if (!valid(frame))
      return void res.json({ success: false, error: { message: 'unknown frame' } });
    try {
      const answer = await forward(req, frame, payload, 'invoke');
      const text = answer.body.toString('utf8');
      let body: unknown = text;
      if (/json/i.test(answer.contentType)) {
        try {
          body = text === '' ? null : JSON.parse(text);
        } catch {
          body = text;
        }
      }
      res.json({
        success: true,
        payload: { status: answer.status, headers: answer.headers, body },
      });
    } catch (error) {
      res.json({
        success: false,
        error: { message: error instanceof Error ? error.message : String(error) },
      });
    }
  });

  router.post('/forge-sim/fetch-remote', async (req, res) => {
    const { frame, payload } = input(req);
    if (!valid(frame)) return void res.status(400).json({ error: 'unknown frame' });
    try {
      const answer = await forward(req, frame, payload, 'fetch');
      const binary = answer.contentType !== '' && !TEXT.test(answer.contentType);
      res.json({
        status: answer.status,
        statusText: answer.statusText,
        headers: answer.headers,
        body: binary ? answer.body.toString('base64') : answer.body.toString('utf8'),
        isAttachment: binary,
      });
    } catch (error) {
      res.status(502).json({ error: error instanceof Error ? error.message : String(error) });
    }
  });
  return router;
}
