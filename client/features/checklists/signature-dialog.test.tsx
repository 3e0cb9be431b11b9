import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SignatureDialog } from './signature-dialog';
import { featureStrings } from '../../test/fake-api';
import { changeLanguage } from '../../lib/i18n';
import { en as serverEn, de as serverDe } from '../../../server/i18n/messages';
import enFeatures from '../../locales/en.features.json';
import deFeatures from '../../locales/de.features.json';

// happy-dom has no canvas: a pad with one stroke that hands back the image a test chooses.
const pad = vi.hoisted(() => ({ image: '' }));
vi.mock('signature_pad', () => ({
  default: class {
    addEventListener(_event: string, listener: () => void) {
      queueMicrotask(listener);
    }
    isEmpty = () => false;
    toDataURL = () => pad.image;
    clear() {}
    off() {}
  },
}));

await featureStrings();
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

async function signWith(image: string) {
  pad.image = image;
  const onSign = vi.fn(() => Promise.resolve());
  render(<SignatureDialog itemText="Approve" onSign={onSign} onClose={() => undefined} />);
  const button = await screen.findByTestId('sign-confirm');
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
  return onSign;
}

describe('signature dialog: image type', () => {
  it('refuses an image that is not png, jpeg or svg with the spec’s message and sends nothing', async () => {
    const onSign = await signWith('data:image/webp;base64,UklGRg==');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The Image type is incorrect! Supported types: image/png, image/jpeg, image/svg+xml.',
    );
    expect(onSign).not.toHaveBeenCalled();
  });

  it('says it in German too, in the server’s words', async () => {
    await changeLanguage('de');
    await signWith('data:text/plain,hello');
    expect((await screen.findByRole('alert')).textContent).toBe(
      serverDe['errors.signatureImageType'].replace(
        '{{types}}',
        'image/png, image/jpeg, image/svg+xml',
      ),
    );
  });

  it('sends a png signature', async () => {
    const onSign = await signWith('data:image/png;base64,iVBORw0KGgo=');
    await waitFor(() => expect(onSign).toHaveBeenCalledWith('data:image/png;base64,iVBORw0KGgo='));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('uses the server’s wording in both languages', () => {
    expect(enFeatures.checklist.imageType).toBe(serverEn['errors.signatureImageType']);
    expect(deFeatures.checklist.imageType).toBe(serverDe['errors.signatureImageType']);
  });
});
