/**
 * Decodes PNG and JPEG signature images, so that only well-formed pictures are kept: a file
 * whose first bytes claim a type and whose rest is junk, HTML, cut off or corrupt is refused.
 * The size an image declares is read from its header first, and one too large is refused
 * before any decoding (a small file may declare a huge canvas: a decompression bomb).
 * PNG: its data inflated within the size its header declares, then pngjs (chunk CRCs, filters,
 * nothing after the end). JPEG: our own walk over its segments (the file must end at its EOI
 * marker), then jpeg-js, strict.
 */
import { inflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { decode as decodeJpegPixels } from 'jpeg-js';
import { SIGNATURE_IMAGE_LIMITS } from '../../../shared/constants';

export interface ImageSize {
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function fitsLimits({ width, height }: ImageSize): boolean {
  const { maxSidePx, maxPixels } = SIGNATURE_IMAGE_LIMITS;
  return (
    width >= 1 &&
    height >= 1 &&
    width <= maxSidePx &&
    height <= maxSidePx &&
    width * height <= maxPixels
  );
}

/** The size a PNG declares in its first chunk (IHDR); undefined if it does not start as a PNG. */
export function pngDeclaredSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const CHANNELS: Partial<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
// Adam7's passes: first column, first row, column step, row step.
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** How many bytes the image data inflates to: rows of pixels, each after its filter byte. */
function inflatedLength(bytes: Buffer, { width, height }: ImageSize): number | undefined {
  const bitsPerPixel = bytes.readUInt8(24) * (CHANNELS[bytes.readUInt8(25)] ?? 0);
  if (bitsPerPixel === 0) return undefined;
  const rows = (w: number, h: number) =>
    w > 0 && h > 0 ? h * (1 + Math.ceil((w * bitsPerPixel) / 8)) : 0;
  if (bytes.readUInt8(28) === 0) return rows(width, height);
  return ADAM7.reduce(
    (sum, [x, y, dx, dy]) => sum + rows(Math.ceil((width - x) / dx), Math.ceil((height - y) / dy)),
    0,
  );
}

/** The data of its IDAT chunks, or undefined when the chunks do not fit in the file. */
function pngImageData(bytes: Buffer): Buffer | undefined {
  const parts: Buffer[] = [];
  for (let at = 8; at + 12 <= bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (at + 12 + length > bytes.length) return undefined;
    if (type === 'IDAT') parts.push(bytes.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') return Buffer.concat(parts);
    at += 12 + length;
  }
  return undefined;
}

/**
 * The whole PNG decoded: its size, or undefined when it is not a well-formed PNG within the
 * limits. Its data must inflate to exactly what its header declares: never more (pngjs
 * inflates interlaced images without a bound), never less (pngjs would pad missing rows).
 */
export function decodePng(bytes: Buffer): ImageSize | undefined {
  const declared = pngDeclaredSize(bytes);
  if (!declared || !fitsLimits(declared)) return undefined;
  try {
    const expected = inflatedLength(bytes, declared);
    const data = pngImageData(bytes);
    if (expected === undefined || data === undefined) return undefined;
    if (inflateSync(data, { maxOutputLength: expected }).length !== expected) return undefined;
    const image = PNG.sync.read(bytes, { checkCRC: true });
    return { width: image.width, height: image.height };
  } catch {
    return undefined;
  }
}

// Frame headers (SOF0…SOF15 without DHT C4, JPG C8 and DAC CC) carry the image's size.
const isFrameMarker = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
const isRestartMarker = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/**
 * The size a JPEG declares in its one frame header, found by walking its segments from SOI to
 * EOI; undefined unless the file is that structure from its first byte to its last.
 */
export function jpegDeclaredSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let size: ImageSize | undefined;
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    while (bytes[at + 1] === 0xff) at += 1; // fill bytes before a marker
    const marker = bytes[at + 1];
    at += 2;
    if (marker === undefined) return undefined;
    if (marker === 0xd9) return at === bytes.length ? size : undefined;
    if (isRestartMarker(marker) || marker === 0x01) continue;
    if (at + 2 > bytes.length) return undefined;
    const length = bytes.readUInt16BE(at);
    if (length < 2 || at + length > bytes.length) return undefined;
    if (isFrameMarker(marker)) {
      if (size || length < 8) return undefined;
      size = { height: bytes.readUInt16BE(at + 3), width: bytes.readUInt16BE(at + 5) };
    }
    at += length;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker; FF00 is a stuffed FF, FFD0…FFD7 restarts.
      while (at < bytes.length) {
        const next = bytes[at + 1];
        if (bytes[at] === 0xff && next !== undefined && next !== 0 && !isRestartMarker(next)) break;
        at += bytes[at] === 0xff ? 2 : 1;
      }
    }
  }
  return undefined;
}

/** The whole JPEG decoded: its size, or undefined when it is not a well-formed JPEG within the limits. */
export function decodeJpeg(bytes: Buffer): ImageSize | undefined {
  const declared = jpegDeclaredSize(bytes);
  if (!declared || !fitsLimits(declared)) return undefined;
  try {
    const image = decodeJpegPixels(bytes, {
      useTArray: true,
      formatAsRGBA: false,
      tolerantDecoding: false,
      maxResolutionInMP: SIGNATURE_IMAGE_LIMITS.maxPixels / 1_000_000,
      maxMemoryUsageInMB: 64,
    });
    return { width: image.width, height: image.height };
  } catch {
    return undefined;
  }
}
