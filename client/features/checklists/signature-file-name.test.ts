import { describe, expect, it } from 'vitest';
import { dataUrlType, signatureFileName } from './signature-file-name';

describe('a downloaded signature’s file name', () => {
  it('is named after the checklist and the item, safely', () => {
    expect(signatureFileName('Release 2.4', 'Sign-off', 'image/png', 'signature')).toBe(
      'release-2-4-sign-off.png',
    );
    expect(signatureFileName('Prüfung für Größe', '**Sign** here / ../etc', 'image/png', 'x')).toBe(
      'prufung-fur-grosse-sign-here-etc.png',
    );
  });

  it('has the extension of the image’s type', () => {
    expect(signatureFileName('A', 'B', 'image/jpeg', 'signature')).toBe('a-b.jpg');
    expect(signatureFileName('A', 'B', 'image/svg+xml', 'signature')).toBe('a-b.svg');
    expect(dataUrlType('data:image/svg+xml;base64,AAAA')).toBe('image/svg+xml');
    expect(dataUrlType('blob:x')).toBeNull();
  });

  it('falls back to a plain name when the texts leave nothing usable, and stays short', () => {
    expect(signatureFileName('✓✓', '…', 'image/png', 'unterschrift')).toBe('unterschrift.png');
    const long = signatureFileName('a'.repeat(70), 'b'.repeat(70), 'image/png', 'signature');
    expect(long.length).toBeLessThanOrEqual(84);
    expect(long).toMatch(/^a+-b+\.png$/);
  });
});
