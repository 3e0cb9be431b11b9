import { describe, expect, it } from 'vitest';
import { deflateSync } from 'node:zlib';
import {
  decodeJpeg,
  decodePng,
  fitsLimits,
  jpegDeclaredSize,
  pngDeclaredSize,
} from './image-decoder';
import {
  jpegBytes,
  pngBytes,
  pngWithData,
  withDeclaredJpegSize,
  withDeclaredPngSize,
} from '../../test/images';
import { SIGNATURE_IMAGE_LIMITS } from '../../../shared/constants';

const HTML = Buffer.from('<html><body><script>alert(document.domain)</script></body></html>');
const { maxSidePx, maxPixels } = SIGNATURE_IMAGE_LIMITS;

describe('PNG', () => {
  it('decodes real images up to the limits and reads their size', () => {
    expect(decodePng(pngBytes(300, 100))).toEqual({ width: 300, height: 100 });
    expect(decodePng(pngBytes(maxSidePx, 1))).toEqual({ width: maxSidePx, height: 1 });
    expect(decodePng(pngBytes(maxSidePx, maxPixels / maxSidePx))).toBeDefined();
  });

  it('refuses a header followed by junk or HTML, a cut-off file, a bad CRC, appended bytes', () => {
    const real = pngBytes(40, 20);
    const badCrc = Buffer.from(real);
    badCrc[real.length - 20] = (badCrc[real.length - 20] ?? 0) ^ 0xff;
    for (const [name, bytes] of [
      ['junk', Buffer.concat([real.subarray(0, 8), Buffer.alloc(300, 0x41)])],
      ['html', Buffer.concat([real.subarray(0, 8), HTML])],
      ['header only', real.subarray(0, 33)],
      ['cut off', real.subarray(0, real.length - 13)],
      ['bad crc', badCrc],
      ['html after the end', Buffer.concat([real, HTML])],
      ['two images', Buffer.concat([real, real])],
    ] as const) {
      expect(decodePng(bytes), name).toBeUndefined();
    }
  });

  it('refuses a size past the limits from the header alone, before decoding', () => {
    const small = pngBytes(1, 1);
    // A bomb: a few bytes that would inflate to gigabytes of pixels.
    const bomb = withDeclaredPngSize(small, 50_000, 50_000);
    expect(pngDeclaredSize(bomb)).toEqual({ width: 50_000, height: 50_000 });
    expect(decodePng(bomb)).toBeUndefined();
    expect(decodePng(pngBytes(maxSidePx + 1, 1))).toBeUndefined();
    expect(decodePng(withDeclaredPngSize(small, 0, 1))).toBeUndefined();
    expect(decodePng(withDeclaredPngSize(small, 2048, 2049))).toBeUndefined();
    // The declared size must also be the real one: more rows than the data holds is refused.
    expect(decodePng(withDeclaredPngSize(small, 1, 2))).toBeUndefined();
  });

  it('refuses image data that inflates to more or less than the header declares', () => {
    // One 2×2 RGBA image: two rows of a filter byte and 8 bytes of pixels.
    const exact = deflateSync(Buffer.alloc(18));
    expect(decodePng(pngWithData(2, 2, false, exact))).toEqual({ width: 2, height: 2 });
    expect(decodePng(pngWithData(2, 2, false, deflateSync(Buffer.alloc(9))))).toBeUndefined();
    expect(decodePng(pngWithData(2, 2, false, deflateSync(Buffer.alloc(27))))).toBeUndefined();
    // Interlaced, 2×2 is three passes (one pixel, one pixel, a row of two): 5 + 5 + 9 bytes.
    // pngjs alone would inflate whatever the data holds: here 16 MB of zeros in 16 KB.
    expect(decodePng(pngWithData(2, 2, true, deflateSync(Buffer.alloc(19))))).toBeDefined();
    expect(decodePng(pngWithData(2, 2, true, deflateSync(Buffer.alloc(20))))).toBeUndefined();
    const bomb = deflateSync(Buffer.alloc(16 << 20));
    expect(bomb.length).toBeLessThan(20_000);
    expect(decodePng(pngWithData(2, 2, true, bomb))).toBeUndefined();
    expect(decodePng(pngWithData(2, 2, false, bomb))).toBeUndefined();
  });
});

describe('JPEG', () => {
  it('decodes real images up to the limits and reads their size', () => {
    expect(decodeJpeg(jpegBytes(300, 100))).toEqual({ width: 300, height: 100 });
    expect(jpegDeclaredSize(jpegBytes(17, 9))).toEqual({ width: 17, height: 9 });
    expect(decodeJpeg(jpegBytes(maxSidePx, 8))).toEqual({ width: maxSidePx, height: 8 });
  });

  it('refuses a header followed by junk or HTML, a cut-off file, appended bytes, broken tables', () => {
    const real = jpegBytes(40, 20);
    const app0 = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
    // The Huffman tables renamed into a comment: the scan cannot be decoded.
    const noTables = Buffer.from(real);
    for (let at = 2; at < noTables.length - 1;) {
      if (noTables[at + 1] === 0xc4) noTables[at + 1] = 0xfe;
      if (noTables[at + 1] === 0xda) break;
      at += 2 + noTables.readUInt16BE(at + 2);
    }
    for (const [name, bytes] of [
      ['marker only', app0],
      ['junk', Buffer.concat([app0, Buffer.alloc(300, 0x41)])],
      ['html', Buffer.concat([real.subarray(0, 2), HTML])],
      ['cut off', real.subarray(0, real.length - 10)],
      ['no end', real.subarray(0, real.length - 2)],
      ['html after the end', Buffer.concat([real, HTML])],
      ['two images', Buffer.concat([real, real])],
      ['no tables', noTables],
    ] as const) {
      expect(decodeJpeg(bytes), name).toBeUndefined();
    }
  });

  it('refuses a size past the limits from the header alone', () => {
    const small = jpegBytes(8, 8);
    const bomb = withDeclaredJpegSize(small, 60_000, 60_000);
    expect(jpegDeclaredSize(bomb)).toEqual({ width: 60_000, height: 60_000 });
    expect(decodeJpeg(bomb)).toBeUndefined();
    expect(decodeJpeg(withDeclaredJpegSize(small, maxSidePx + 1, 8))).toBeUndefined();
    expect(decodeJpeg(withDeclaredJpegSize(small, 8, 0))).toBeUndefined();
  });
});

describe('limits', () => {
  it('bound each side and the number of pixels', () => {
    expect(fitsLimits({ width: maxSidePx, height: maxPixels / maxSidePx })).toBe(true);
    expect(fitsLimits({ width: maxSidePx, height: maxPixels / maxSidePx + 1 })).toBe(false);
    expect(fitsLimits({ width: maxSidePx + 1, height: 1 })).toBe(false);
    expect(fitsLimits({ width: 0, height: 1 })).toBe(false);
  });
});
