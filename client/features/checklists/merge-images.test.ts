import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageLoadError, loadImage, mergeImages } from './merge-images';
import { signatureSheet } from './signature-download';

// happy-dom neither loads images nor draws: an Image that loads ("ok") or fails by its src,
// and a canvas that records what is drawn and hands back a data URL naming its type/quality.
class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  naturalWidth = 0;
  naturalHeight = 0;
  private source = '';
  get src() {
    return this.source;
  }
  set src(value: string) {
    this.source = value;
    queueMicrotask(() => {
      if (value.startsWith('broken:')) return this.onerror?.();
      if (!value.startsWith('empty:')) {
        this.naturalWidth = 200;
        this.naturalHeight = 100;
      }
      this.onload?.();
    });
  }
}

const drawn: unknown[][] = [];
const texts: string[] = [];
beforeEach(() => {
  vi.stubGlobal('Image', FakeImage);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      ({
        fillRect: () => undefined,
        drawImage: (...args: unknown[]) => drawn.push(args),
        fillText: (text: string) => texts.push(text),
      }) as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
    this: HTMLCanvasElement,
    type?: string,
    quality?: unknown,
  ) {
    return `data:${type};w=${this.width};h=${this.height};q=${String(quality)}`;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  drawn.length = 0;
  texts.length = 0;
});

describe('merging images for export', () => {
  it('draws a loaded image onto one canvas and hands back its data URL', async () => {
    const image = await loadImage('ok:signature');
    const url = mergeImages([{ image, x: 10, y: 20 }], {
      width: 300,
      height: 200,
      format: 'image/jpeg',
      quality: 0.5,
      text: [{ text: 'Signed by Bob', x: 0, y: 190 }],
    });
    expect(url).toBe('data:image/jpeg;w=300;h=200;q=0.5');
    expect(drawn).toEqual([[image, 10, 20, 200, 100]]);
    expect(texts).toEqual(['Signed by Bob']);
  });

  it('makes the signature sheet a png at the spec’s quality, with its caption', async () => {
    const url = await signatureSheet('ok:signature', 'Signed by Bob on 6 Jan 2026');
    expect(url).toMatch(/^data:image\/png;.*q=0\.92$/);
    expect(drawn).toHaveLength(1);
    expect(texts).toEqual(['Signed by Bob on 6 Jan 2026']);
  });

  it('fails with "Couldn\'t load image" when the image cannot load', async () => {
    const failure = signatureSheet('broken:signature', 'Signed by Bob');
    await expect(failure).rejects.toBeInstanceOf(ImageLoadError);
    await expect(failure).rejects.toThrow("Couldn't load image");
    expect(drawn).toHaveLength(0);
  });

  it('fails the same way when a "loaded" image has no pixels (cannot be decoded)', async () => {
    await expect(loadImage('empty:svg')).rejects.toThrow("Couldn't load image");
  });
});
