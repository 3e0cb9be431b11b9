/**
 * Signature images arrive as data URLs from the signature pad: png (default), jpeg or svg
 * (docs/PRODUCT.md, "Signatures"). The server checks the type, the size and that the bytes are what they claim:
 * a PNG or JPEG is decoded whole, within the limits of SIGNATURE_IMAGE_LIMITS
 * (image-decoder.ts); an SVG must be a plain drawing (svg-drawing.ts: allow-listed elements
 * and attributes only).
 */
import { invalidInput, payloadTooLarge } from '../../errors';
import { SIGNATURE_IMAGE_TYPES, type SignatureImageType } from '../../../shared/constants';
import { SIGNATURE_MAX_BYTES } from '../../../shared/checklists';
import { isPlainSvgDrawing } from './svg-drawing';
import { decodeJpeg, decodePng } from './image-decoder';

export interface SignatureImage {
  mimeType: SignatureImageType;
  base64: string;
}

const DATA_URL = /^data:([\w.+/-]+)(?:;[\w=.-]+)*;base64,([A-Za-z0-9+/]+={0,2})$/;

const invalid = () => invalidInput('errors.signatureInvalid');

export function parseSignatureImage(dataUrl: string): SignatureImage {
  const match = DATA_URL.exec(dataUrl.trim());
  const mimeType = match?.[1]?.toLowerCase();
  if (!match || !mimeType || !(SIGNATURE_IMAGE_TYPES as readonly string[]).includes(mimeType)) {
    throw invalidInput('errors.signatureImageType', {
      types: SIGNATURE_IMAGE_TYPES.join(', '),
    });
  }
  const base64 = match[2] ?? '';
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > SIGNATURE_MAX_BYTES) {
    throw payloadTooLarge('errors.signatureTooLarge');
  }
  const readable =
    mimeType === 'image/png'
      ? decodePng(bytes) !== undefined
      : mimeType === 'image/jpeg'
        ? decodeJpeg(bytes) !== undefined
        : isPlainSvgDrawing(bytes.toString('utf8'));
  if (!readable) throw invalid();
  return { mimeType: mimeType as SignatureImageType, base64 };
}
