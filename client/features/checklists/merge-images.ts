/**
 * Draws images onto one canvas (the signature on a white page with its caption, for downloads
 * and exports). An image that cannot be loaded or decoded fails with `ImageLoadError`, which
 * screens show as "Couldn't load image".
 */
export class ImageLoadError extends Error {
  constructor(readonly src: string) {
    super("Couldn't load image");
    this.name = 'ImageLoadError';
  }
}

export interface ImageLayer {
  /** Loaded with `loadImage`. */
  image: HTMLImageElement;
  x?: number;
  y?: number;
  /** Drawn at its natural size unless given. */
  width?: number;
  height?: number;
}

export interface TextLayer {
  text: string;
  x: number;
  y: number;
  font?: string;
  color?: string;
}

export interface MergeOptions {
  width: number;
  height: number;
  /** A CSS colour; transparent when omitted (only png keeps transparency). */
  background?: string;
  format?: 'image/png' | 'image/jpeg';
  quality?: number;
  text?: TextLayer[];
}

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      // A "loaded" image with no pixels could not be decoded (a broken SVG, say).
      if (image.naturalWidth === 0 || image.naturalHeight === 0) reject(new ImageLoadError(src));
      else resolve(image);
    };
    image.onerror = () => reject(new ImageLoadError(src));
    image.src = src;
  });
}

/** A data URL of the merged picture. */
export function mergeImages(layers: ImageLayer[], options: MergeOptions): string {
  const canvas = document.createElement('canvas');
  canvas.width = options.width;
  canvas.height = options.height;
  const context = canvas.getContext('2d');
  if (!context) throw new ImageLoadError(layers[0]?.image.src ?? '');
  if (options.background) {
    context.fillStyle = options.background;
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  for (const { image, x = 0, y = 0, width, height } of layers) {
    context.drawImage(image, x, y, width ?? image.naturalWidth, height ?? image.naturalHeight);
  }
  for (const line of options.text ?? []) {
    context.font = line.font ?? '14px sans-serif';
    context.fillStyle = line.color ?? '#172b4d';
    context.fillText(line.text, line.x, line.y);
  }
  return canvas.toDataURL(options.format ?? 'image/png', options.quality);
}
