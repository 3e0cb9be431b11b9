/**
 * Signature images are decoded before they are kept: a PNG or JPEG must be a whole,
 * well-formed image within SIGNATURE_IMAGE_LIMITS; anything else is a 400 with the translated
 * "could not be read" message, and nothing is stored.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { makeChecklist } from '../../test/fixtures';
import {
  dataUrl,
  jpegBytes,
  pngBytes,
  withDeclaredJpegSize,
  withDeclaredPngSize,
} from '../../test/images';
import type { ChecklistDto } from '../../../shared/checklists';
import { SIGNATURE_IMAGE_LIMITS } from '../../../shared/constants';

const t = useTestApp(['acme', 'confluence']);

const HTML = Buffer.from('<html><body><script>alert(document.domain)</script></body></html>');

const signable = () =>
  makeChecklist(t, 'bob', {
    title: 'Sign',
    items: [{ kind: 'signature', text: 'Manager signs' }],
  });
const signaturePath = (c: ChecklistDto) => `/checklists/${c.uid}/items/${c.items[0]?.id}/signature`;

describe('signature images', () => {
  it('keeps real PNG and JPEG images, and serves back the very bytes', async () => {
    for (const [type, bytes] of [
      ['image/png', pngBytes(600, 200)],
      ['image/jpeg', jpegBytes(600, 200)],
      ['image/png', pngBytes(SIGNATURE_IMAGE_LIMITS.maxSidePx, 2)],
    ] as const) {
      const checklist = await signable();
      const signed = await t
        .as('bob')
        .put(signaturePath(checklist), { image: dataUrl(type, bytes), version: 1 });
      expect(signed.status, JSON.stringify(signed.body)).toBe(200);
      const served = await t.as('bob').get(signaturePath(checklist)).buffer(true);
      expect(served.headers['content-type']).toBe(type);
      expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);
    }
  });

  it('refuses a header with junk or HTML, cut-off or corrupt files, and sizes past the limits', async () => {
    const png = pngBytes(60, 20);
    const jpeg = jpegBytes(60, 20);
    const badCrc = Buffer.from(png);
    badCrc[png.length - 20] = (badCrc[png.length - 20] ?? 0) ^ 0xff;
    const cases: [string, string, Buffer][] = [
      ['png junk', 'image/png', Buffer.concat([png.subarray(0, 8), Buffer.alloc(200, 0x41)])],
      ['png html', 'image/png', Buffer.concat([png.subarray(0, 8), HTML])],
      ['png html after the end', 'image/png', Buffer.concat([png, HTML])],
      ['png cut off', 'image/png', png.subarray(0, png.length - 30)],
      ['png bad crc', 'image/png', badCrc],
      ['png bomb', 'image/png', withDeclaredPngSize(pngBytes(1, 1), 60_000, 60_000)],
      ['png too wide', 'image/png', pngBytes(SIGNATURE_IMAGE_LIMITS.maxSidePx + 1, 1)],
      ['jpeg marker only', 'image/jpeg', jpeg.subarray(0, 20)],
      ['jpeg html', 'image/jpeg', Buffer.concat([jpeg.subarray(0, 2), HTML])],
      ['jpeg html after the end', 'image/jpeg', Buffer.concat([jpeg, HTML])],
      ['jpeg cut off', 'image/jpeg', jpeg.subarray(0, jpeg.length - 40)],
      ['jpeg bomb', 'image/jpeg', withDeclaredJpegSize(jpeg, 60_000, 60_000)],
      ['a jpeg sent as png', 'image/png', jpeg],
      ['a png sent as jpeg', 'image/jpeg', png],
    ];
    const checklist = await signable();
    for (const [name, type, bytes] of cases) {
      const response = await t
        .as('bob')
        .put(signaturePath(checklist), { image: dataUrl(type, bytes), version: 1 })
        .set('Accept-Language', 'de');
      expect(response.status, name).toBe(400);
      expect(response.body.error, name).toEqual({
        code: 'validation_failed',
        message: 'Das Unterschriftsbild konnte nicht gelesen werden.',
      });
    }
    const after = (await t.as('bob').get(`/checklists/${checklist.uid}`)).body.data as ChecklistDto;
    expect(after.items[0]).toMatchObject({ signature: null, status: 'open', version: 1 });
    expect(after.version).toBe(1);
    expect((await t.as('bob').get(signaturePath(checklist))).status).toBe(404);
    const log = (await t.as('bob').get(`/checklists/${checklist.uid}/audit`)).body.data;
    expect(log.items.map((e: { action: string }) => e.action)).toEqual(['created']);
  });
});
