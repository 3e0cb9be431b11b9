/**
 * Jira's deliveries to the app as the simulator sends them: signed with the installation's
 * secret, `qsh` for exactly that POST, one identifier for every try of a delivery, retried when
 * the app fails, and sent twice at once when a test asks.
 */
import express from 'express';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeSymmetric, SymmetricAlgorithm } from 'atlassian-jwt';
import { queryStringHash, type HostTenant } from '../lib/host-tokens';
import { SimState } from './state';
import { deliver } from './jira-events';
import type { SimContext, SiteRuntime } from './context';

interface Received {
  authorization: string;
  identifier: string;
  body: unknown;
}

let received: Received[] = [];
let failFirst = 0;
let appUrl = '';
const server = createServer(
  express()
    .use(express.json())
    .post('/jira/webhooks/issue-created', (req, res) => {
      received.push({
        authorization: String(req.headers.authorization),
        identifier: String(req.headers['x-atlassian-webhook-identifier']),
        body: req.body,
      });
      if (failFirst > 0) {
        failFirst -= 1;
        res.status(500).end();
      } else res.status(204).end();
    }),
);
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  appUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const tenant = (): HostTenant => ({
  clientKey: 'acme-jira-test',
  sharedSecret: 'a-shared-secret-of-sufficient-length-000',
  baseUrl: 'http://127.0.0.1:1',
  productType: 'jira',
  appKey: 'app.checklists.jira',
  appBaseUrl: `${appUrl}/jira`,
});
const site = { name: 'acme', title: 'Acme', port: 1, origin: 'http://127.0.0.1:1' } as SiteRuntime;
const sim = () =>
  ({
    state: new SimState(),
    tenant: () => tenant(),
    descriptor: () => undefined,
  }) as unknown as SimContext;

describe('deliveries to the app', () => {
  it('are signed for exactly that POST with the installation secret, and retried under one identifier', async () => {
    received = [];
    failFirst = 1;
    const statuses = await deliver(sim(), site, 'webhook', '/webhooks/issue-created', { a: 1 });
    expect(statuses).toEqual([204]);
    expect(received).toHaveLength(2);
    expect(received[0]?.identifier).toBe(received[1]?.identifier);
    for (const r of received) {
      const claims = decodeSymmetric(
        r.authorization.replace(/^JWT /, ''),
        tenant().sharedSecret,
        SymmetricAlgorithm.HS256,
      ) as { iss: string; qsh: string };
      expect(claims.iss).toBe('acme-jira-test');
      expect(claims.qsh).toBe(queryStringHash('POST', '/webhooks/issue-created'));
      expect(r.body).toEqual({ a: 1 });
    }
  });

  it('are sent twice at once when asked, with the same identifier', async () => {
    received = [];
    failFirst = 0;
    const statuses = await deliver(
      sim(),
      site,
      'webhook',
      '/webhooks/issue-created',
      {},
      {
        deliveries: 2,
        concurrent: true,
      },
    );
    expect(statuses).toEqual([204, 204]);
    expect(new Set(received.map((r) => r.identifier)).size).toBe(1);
  });
});
