/** Real images for signature tests, made with the libraries the server decodes them with. */
import { PNG } from 'pngjs';
import { encode as encodeJpeg } from 'jpeg-js';

/** `width` × `height` pixels of a dark stroke on transparent (PNG) or white (JPEG). */
function pixels(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4, 0);
  for (let x = 0; x < width; x++) {
    const y = Math.floor((x * height) / width);
    data.writeUInt32BE(0x202020ff, (y * width + x) * 4);
  }
  return data;
}

export function pngBytes(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  pixels(width, height).copy(png.data);
  return PNG.sync.write(png);
}

export function jpegBytes(width: number, height: number, quality = 80): Buffer {
  const data = pixels(width, height);
  for (let i = 3; i < data.length; i += 4) data[i] = 0xff;
  return encodeJpeg({ width, height, data }, quality).data;
}

export const dataUrl = (type: string, bytes: Buffer) =>
  `data:${type};base64,${bytes.toString('base64')}`;

// A 1×1 transparent PNG.
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
export const JPEG_DATA_URL = dataUrl('image/jpeg', jpegBytes(16, 8));
export const svgDataUrl = (svg: string) =>
  `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
export const SVG_DATA_URL = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><path d="M1 1 L9 9" stroke="black"/></svg>',
);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A copy of a PNG whose header declares another size, with a correct CRC: only its size lies. */
export function withDeclaredPngSize(png: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(png);
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29);
  return copy;
}

/** A copy of a JPEG whose frame header declares another size. */
export function withDeclaredJpegSize(jpeg: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(jpeg);
  let at = 2;
  while (at < copy.length && copy[at] === 0xff) {
    const marker = copy[at + 1] ?? 0;
    if (marker === 0xc0 || marker === 0xc2) {
      copy.writeUInt16BE(height, at + 5);
      copy.writeUInt16BE(width, at + 7);
      return copy;
    }
    at += 2 + copy.readUInt16BE(at + 2);
  }
  throw new Error('no frame header');
}

/** One PNG chunk with its length and CRC, to build files no encoder would write. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** A PNG of `width` × `height` RGBA pixels (interlaced or not) whose image data is `idat`. */
export function pngWithData(width: number, height: number, interlaced: boolean, idat: Buffer) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, interlaced ? 1 : 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
