import { describe, expect, it } from 'vitest';
import { chooseLanguage, languageFromAcceptLanguage, languageOf, pickLanguage } from './language';

describe('languageOf', () => {
  it('removes the region', () => {
    expect(languageOf('de-DE')).toBe('de');
    expect(languageOf('de_DE')).toBe('de');
    expect(languageOf('DE')).toBe('de');
    expect(languageOf('en-GB')).toBe('en');
  });
  it('knows only en and de', () => {
    expect(languageOf('fr-FR')).toBeUndefined();
    expect(languageOf('')).toBeUndefined();
    expect(languageOf(undefined)).toBeUndefined();
  });
});

describe('chooseLanguage', () => {
  it("takes the browser's language prefix first", () => {
    expect(chooseLanguage({ browser: 'de-AT', host: 'en_US' })).toBe('de');
  });
  it("falls back to the host user's language, then English", () => {
    expect(chooseLanguage({ browser: 'fr-FR', host: 'de_DE' })).toBe('de');
    expect(chooseLanguage({ browser: 'fr-FR', host: 'it_IT' })).toBe('en');
    expect(chooseLanguage({})).toBe('en');
  });
});

describe('languageFromAcceptLanguage', () => {
  it('takes the first supported language', () => {
    expect(languageFromAcceptLanguage('fr-CH, de;q=0.8, en;q=0.5')).toBe('de');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
  });
});

describe('pickLanguage', () => {
  it("takes the person's choice, then the site's default, then the spec's rule", () => {
    expect(pickLanguage({ personal: 'de', site: 'en', browser: 'en-US' })).toBe('de');
    expect(pickLanguage({ personal: null, site: 'de', browser: 'en-US' })).toBe('de');
    expect(pickLanguage({ personal: null, site: null, browser: 'fr', host: 'de_DE' })).toBe('de');
    expect(pickLanguage({ browser: 'fr' })).toBe('en');
  });
});
