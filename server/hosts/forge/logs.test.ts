/**
 * Forge's tokens never reach the log (docs/SECURITY.md): the invocation token and the app
 * system token of UI calls and events, also when the product refuses the token and the
 * server logs the failure, at the most verbose level.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { createForgeTestApp, type ForgeTestApp } from '../../test/forge-test-app';
import { forgeIssue } from '../../test/forge-jira-events';
import { FORGE_EVENT_PATHS as PATHS } from './event-routes';

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});
let f: ForgeTestApp;
beforeAll(async () => {
  f = await createForgeTestApp({ logger: createLogger('trace', sink) });
});
afterAll(() => f?.close());

it('logs neither invocation tokens nor app system tokens', async () => {
  const site = f.api.installation('jira');
  const sent: string[] = [];
  const options = () => {
    const systemToken = f.api.systemToken(site);
    const token = f.token(site, null);
    sent.push(systemToken, token, token.split('.')[2] ?? '', systemToken.split('.')[2] ?? '');
    return { systemToken, token };
  };
  const refused = 'refused.system.token-7c1e';
  sent.push(refused);

  await f.as(site, 'alice', { systemToken: refused }).get('/me').expect(200);
  const call = options();
  await f
    .as(site, 'alice', { systemToken: call.systemToken, token: f.token(site, '557058:sim-alice') })
    .get('/me')
    .expect(200);
  const event = { eventType: 'avi:jira:created:issue', issue: forgeIssue('10600', false) };
  await f.event(site, PATHS.issueCreated, event, options()).expect(204);
  f.api.jira.outage = true;
  await f.event(
    site,
    PATHS.issueCreated,
    { ...event, issue: forgeIssue('10601', false) },
    options(),
  );
  f.api.jira.outage = false;
  await f.t.http
    .post(PATHS.issueCreated)
    .set('Authorization', `Bearer ${options().token}x`)
    .send(event);

  const log = lines.join('');
  expect(log).toContain('host user lookup failed');
  expect(log).toContain('token rejected');
  expect(log).toContain('forge: issue created');
  for (const secret of sent) expect(log).not.toContain(secret);
});
