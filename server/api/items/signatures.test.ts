/**
 * Signing a signature item (PUT and DELETE .../signature): the image types accepted and how
 * they are served, the unsafe or oversized ones refused, and clearing a signature.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { makeChecklist } from '../../test/fixtures';
import { JPEG_DATA_URL, PNG_DATA_URL, SVG_DATA_URL, svgDataUrl } from '../../test/images';
import { findUser } from '../../../e2e/simulator/lib/directory';
import { item, itemRequests, path } from './test-setup';

const t = useTestApp(['acme', 'confluence']);

const { setStatus, reload, auditActions } = itemRequests(() => t);

describe('signatures', () => {
  const signable = () =>
    makeChecklist(t, 'bob', {
      title: 'Sign',
      items: [
        { kind: 'task', text: 'Check', mandatory: true },
        { kind: 'signature', text: 'Manager signs' },
      ],
    });

  it('signs with a png, jpeg or svg, serves the image safely, and completes the checklist', async () => {
    for (const image of [PNG_DATA_URL, JPEG_DATA_URL, SVG_DATA_URL]) {
      const checklist = await signable();
      await setStatus(checklist, 0, 'done');
      const signed = await t
        .as('dieter')
        .put(`${path(checklist, item(checklist, 1).id)}/signature`, { image, version: 1 });
      expect(signed.status).toBe(200);
      expect(signed.body.data.item).toMatchObject({
        status: 'done',
        signature: { signedBy: findUser('dieter')?.accountId },
      });
      expect(signed.body.data.checklist.status).toBe('completed');
      const served = await t.as('bob').get(`${path(checklist, item(checklist, 1).id)}/signature`);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\//);
      expect(served.headers['content-security-policy']).toContain('sandbox');
    }
  });

  it("refuses other image types with the spec's message, and unsafe or oversized images", async () => {
    const checklist = await signable();
    const id = item(checklist, 1).id;
    const gif = await t.as('bob').put(`${path(checklist, id)}/signature`, {
      image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      version: 1,
    });
    expect(gif.status).toBe(400);
    expect(gif.body.error.message).toBe(
      'The Image type is incorrect! Supported types: image/png, image/jpeg, image/svg+xml.',
    );
    const german = await t
      .as('bob')
      .put(`${path(checklist, id)}/signature`, { image: 'data:text/html;base64,PGI+', version: 1 })
      .set('Accept-Language', 'de');
    expect(german.body.error.message).toMatch(/^Der Bildtyp ist falsch!/);
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>',
    ]) {
      expect(
        (
          await t
            .as('bob')
            .put(`${path(checklist, id)}/signature`, { image: svgDataUrl(svg), version: 1 })
        ).status,
      ).toBe(400);
    }
    const fakePng = `data:image/png;base64,${Buffer.from('not a png at all').toString('base64')}`;
    expect(
      (await t.as('bob').put(`${path(checklist, id)}/signature`, { image: fakePng, version: 1 }))
        .status,
    ).toBe(400);
    // Far past the limit: the same answer, in the caller's language.
    const huge = `data:image/png;base64,${Buffer.alloc(600 * 1024, 1).toString('base64')}`;
    const tooLong = await t
      .as('bob')
      .put(`${path(checklist, id)}/signature`, { image: huge, version: 1 });
    expect(tooLong.status).toBe(413);
    expect(tooLong.body.error).toMatchObject({
      code: 'payload_too_large',
      message: 'The signature image is too large.',
    });
    // One byte over 512 KiB fits the schema and is refused as too large.
    const pngHeader = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const justOver = Buffer.concat([pngHeader, Buffer.alloc(512 * 1024 + 1 - pngHeader.length, 1)]);
    const tooLarge = await t.as('bob').put(`${path(checklist, id)}/signature`, {
      image: `data:image/png;base64,${justOver.toString('base64')}`,
      version: 1,
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error).toMatchObject({
      code: 'payload_too_large',
      message: 'The signature image is too large.',
    });
    expect(
      (
        await t.as('bob').put(`${path(checklist, item(checklist, 0).id)}/signature`, {
          image: PNG_DATA_URL,
          version: 1,
        })
      ).status,
    ).toBe(400);
    const now = await reload(checklist);
    expect(now.items[1]).toMatchObject({ signature: null, status: 'open', version: 1 });
    expect(now.version).toBe(1);
    expect(await auditActions(checklist)).toEqual(['created']);
  });

  it('clears a signature, which reopens a completed checklist', async () => {
    const checklist = await signable();
    await setStatus(checklist, 0, 'done');
    const id = item(checklist, 1).id;
    await t
      .as('bob')
      .put(`${path(checklist, id)}/signature`, { image: PNG_DATA_URL, version: 1 })
      .expect(200);
    const cleared = await t.as('bob').delete(`${path(checklist, id)}/signature?version=2`);
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.item).toMatchObject({ signature: null, status: 'open' });
    expect(cleared.body.data.checklist.status).toBe('in_progress');
    expect((await t.as('bob').get(`${path(checklist, id)}/signature`)).status).toBe(404);
  });
});
