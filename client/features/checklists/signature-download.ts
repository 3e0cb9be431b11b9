import { mergeImages, loadImage } from './merge-images';
import { SIGNATURE_PAD } from '../../../shared/constants';

const PADDING = 24;
const CAPTION_HEIGHT = 40;
const MAX_WIDTH = 800;

/**
 * The signature on a white page with its caption ("Signed by … on …") underneath, as a PNG a
 * person can file or print. Fails with ImageLoadError when the signature cannot be loaded.
 */
export async function signatureSheet(signatureUrl: string, caption: string): Promise<string> {
  const signature = await loadImage(signatureUrl);
  const scale = Math.min(1, (MAX_WIDTH - 2 * PADDING) / signature.naturalWidth);
  const width = Math.round(signature.naturalWidth * scale);
  const height = Math.round(signature.naturalHeight * scale);
  return mergeImages([{ image: signature, x: PADDING, y: PADDING, width, height }], {
    width: width + 2 * PADDING,
    height: height + 2 * PADDING + CAPTION_HEIGHT,
    background: '#ffffff',
    format: SIGNATURE_PAD.defaultFormat,
    quality: SIGNATURE_PAD.quality,
    text: [{ text: caption, x: PADDING, y: height + PADDING + CAPTION_HEIGHT / 2 + 7 }],
  });
}

/** Offers a data URL as a file download. */
export function download(dataUrl: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}
