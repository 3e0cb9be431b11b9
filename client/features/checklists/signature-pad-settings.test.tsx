import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SignatureDialog } from './signature-dialog';
import { featureStrings } from '../../test/fake-api';

// happy-dom has no canvas: a stand-in pad that records how it was made and how it was asked
// for the image, with one stroke drawn.
const pad = vi.hoisted(() => ({
  options: [] as unknown[],
  toDataURL: [] as unknown[][],
}));
vi.mock('signature_pad', () => ({
  default: class {
    constructor(_canvas: HTMLCanvasElement, options: unknown) {
      pad.options.push(options);
    }
    addEventListener(_event: string, listener: () => void) {
      queueMicrotask(listener);
    }
    isEmpty = () => false;
    toDataURL = (...args: unknown[]) => {
      pad.toDataURL.push(args);
      return 'data:image/png;base64,iVBORw0KGgo=';
    };
    clear() {}
    off() {}
  },
}));

await featureStrings();
afterEach(() => {
  cleanup();
  pad.options.length = 0;
  pad.toDataURL.length = 0;
});

describe('signature pad settings (spec)', () => {
  it('draws with the spec’s stroke, throttle, distance, filter, pen and background', () => {
    render(
      <SignatureDialog
        itemText="Approve"
        onSign={() => Promise.resolve()}
        onClose={() => undefined}
      />,
    );
    expect(pad.options).toHaveLength(1);
    expect(pad.options[0]).toEqual({
      minWidth: 0.5,
      maxWidth: 2.5,
      throttle: 16,
      minDistance: 5,
      velocityFilterWeight: 0.7,
      penColor: 'black',
      backgroundColor: 'rgba(0,0,0,0)',
    });
  });

  it('hands back a png at quality 0.92 when signing', async () => {
    const onSign = vi.fn(() => Promise.resolve());
    render(<SignatureDialog itemText="Approve" onSign={onSign} onClose={() => undefined} />);
    const button = await screen.findByTestId('sign-confirm');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(onSign).toHaveBeenCalledWith('data:image/png;base64,iVBORw0KGgo='));
    expect(pad.toDataURL).toEqual([['image/png', 0.92]]);
  });
});
