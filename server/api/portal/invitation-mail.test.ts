/**
 * With `SMTP_URL` set, an invitation is mailed (to a local SMTP catcher here) in the inviter's
 * language, with the link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeTemplate, tasks } from '../../test/fixtures';
import { uniqueEmail } from '../../test/portal-people';
import { invite } from './test-setup';

interface Caught {
  to: string[];
  data: string;
}

const caught: Caught[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        caught.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  await t.install('acme', 'confluence');
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('invitation mail', () => {
  it('mails the link to the invited address', async () => {
    const template = await makeTemplate(t, 'bob', tasks(1), 'Audit prep');
    const email = uniqueEmail('mailme');
    const created = await invite(t, 'bob', template.uid, email);
    expect(created.mailed).toBe(true);
    const mail = caught.find((m) => m.to.includes(email.toLowerCase()));
    expect(mail).toBeDefined();
    const body = (mail?.data ?? '').replace(/=\r?\n/g, '');
    expect(body).toContain('Audit prep');
    expect(body).toContain(created.code);
    expect(body).toContain('/web?inviteCode');
  });

  it('writes German to a German inviter', async () => {
    const template = await makeTemplate(t, 'bob', tasks(1), 'Prüfung');
    const email = uniqueEmail('deutsch');
    const response = await t
      .as('bob')
      .post(`/templates/${template.uid}/invitations`, { email })
      .set('Accept-Language', 'de');
    expect(response.status).toBe(201);
    const mail = caught.find((m) => m.to.includes(email.toLowerCase()));
    expect(mail?.data).toMatch(/Subject: .*(l=C3=A4dt|lädt|=\?UTF-8)/i);
  });
});
