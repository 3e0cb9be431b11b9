import { describe, expect, it } from 'vitest';
import {
  accountNameError,
  emailError,
  newPasswordError,
  normalizePhoneNumber,
  passwordError,
  phoneCodeError,
  phoneNumberError,
} from './sign-in-validation';

describe('the sign-in fields’ rules (docs/PRODUCT.md, "Validation")', () => {
  it('ask for an email address, then for one that matches the pattern', () => {
    expect(emailError('')).toBe('emailMissing');
    expect(emailError('   ')).toBe('emailMissing');
    for (const bad of [
      'anna',
      'anna@',
      '@example.com',
      'anna@example',
      'an na@example.com',
      'a@b@c.de',
    ])
      expect(emailError(bad), bad).toBe('emailInvalid');
    for (const good of ['anna@example.com', ' anna.b+tag@mail.example.co.uk ', "o'neil@x-y.de"])
      expect(emailError(good), good).toBeNull();
  });

  it('ask for the password to sign in, whatever its length', () => {
    expect(passwordError('')).toBe('passwordMissing');
    expect(passwordError('1')).toBeNull();
  });

  it('enforce the minimum of 6 characters for a new password', () => {
    expect(newPasswordError('')).toBe('passwordMissing');
    expect(newPasswordError('abc12')).toBe('passwordTooShort');
    expect(newPasswordError('abc123')).toBeNull();
    // Letters and numbers are recommended by the hint, not required (nor by the service).
    expect(newPasswordError('abcdef')).toBeNull();
  });

  it('ask for the account name', () => {
    expect(accountNameError('')).toBe('nameMissing');
    expect(accountNameError('  ')).toBe('nameMissing');
    expect(accountNameError('Anna Berg')).toBeNull();
  });

  it('take a phone number in international form, spaces and punctuation ignored', () => {
    expect(normalizePhoneNumber('+49 (151) 234-567 89')).toBe('+4915123456789');
    expect(phoneNumberError('+49 151 23456789')).toBeNull();
    expect(phoneNumberError('+1 650-555-3434')).toBeNull();
    for (const bad of ['', '0151 23456789', '+49', '+0 151 2345678', '+49 151 abc'])
      expect(phoneNumberError(bad), bad).toBe('phoneInvalid');
  });

  it('take exactly 6 digits as the code, else "Wrong code. Try again."', () => {
    expect(phoneCodeError('123456')).toBeNull();
    expect(phoneCodeError(' 123 456 ')).toBeNull();
    for (const bad of ['', '12345', '1234567', '12345a', '١٢٣٤٥٦'])
      expect(phoneCodeError(bad), bad).toBe('codeWrong');
  });
});
