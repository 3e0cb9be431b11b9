import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, loadFeatureStrings } from '../../../lib/i18n';
import { SignInForm } from './sign-in-form';
import { EMAIL_FOR_LINK_STORAGE_KEY } from './sign-in-constants';
import { authError, fakeAuth, fakeConfirmation, fakeCredential, settle } from './sign-in-test-kit';

const firebase = vi.hoisted(() => ({
  sendSignInLinkToEmail: vi.fn(),
  signInWithEmailLink: vi.fn(),
  isSignInWithEmailLink: vi.fn(() => false),
  signInWithPopup: vi.fn(),
  signInWithCredential: vi.fn(),
  signInWithPhoneNumber: vi.fn(),
  verifiers: [] as { anchor: unknown; params: unknown }[],
}));
vi.mock('firebase/auth', () => ({
  ...firebase,
  GoogleAuthProvider: class {
    static credential(idToken: string) {
      return { providerId: 'google.com', idToken };
    }
  },
  RecaptchaVerifier: class {
    constructor(_auth: unknown, anchor: unknown, params: unknown) {
      firebase.verifiers.push({ anchor, params });
    }
    clear() {}
  },
}));

await initI18n('en');
await loadFeatureStrings();
const PAGE = '/login?inviteCode=inv-1';
beforeEach(() => {
  vi.clearAllMocks();
  firebase.verifiers.length = 0;
  firebase.isSignInWithEmailLink.mockReturnValue(false);
  window.localStorage.clear();
  window.history.replaceState(null, '', PAGE);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the sign-in form: email link', () => {
  it('sends a link back to this page (with its invitation) and remembers the address', async () => {
    firebase.sendSignInLinkToEmail.mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    const auth = fakeAuth();
    render(<SignInForm auth={auth} emulator defaultEmail="a@b.de" onSignedIn={vi.fn()} />);
    await user.click(screen.getByTestId('sign-in-method-email-link'));
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Sign-in email sent')).toBeTruthy();
    expect(firebase.sendSignInLinkToEmail).toHaveBeenCalledWith(auth, 'a@b.de', {
      url: `${window.location.origin}${PAGE}`,
      handleCodeInApp: true,
    });
    expect(window.localStorage.getItem(EMAIL_FOR_LINK_STORAGE_KEY)).toBe('a@b.de');
  });

  it('completes the link with the remembered address and cleans the address bar', async () => {
    const link = `${PAGE}&apiKey=k&oobCode=code-1&mode=signIn&lang=en`;
    window.history.replaceState(null, '', link);
    window.localStorage.setItem(EMAIL_FOR_LINK_STORAGE_KEY, 'a@b.de');
    firebase.isSignInWithEmailLink.mockReturnValue(true);
    const credential = fakeCredential();
    firebase.signInWithEmailLink.mockResolvedValueOnce(credential);
    const auth = fakeAuth();
    render(<SignInForm auth={auth} emulator onSignedIn={vi.fn()} />);
    expect(await screen.findByTestId('sign-in-success')).toBeTruthy();
    expect(firebase.signInWithEmailLink).toHaveBeenCalledExactlyOnceWith(
      auth,
      'a@b.de',
      `${window.location.origin}${link}`,
    );
    expect(window.location.search).toBe('?inviteCode=inv-1');
    expect(window.localStorage.getItem(EMAIL_FOR_LINK_STORAGE_KEY)).toBeNull();
  });

  it('asks for the address in another browser, and says when the link is no longer valid', async () => {
    window.history.replaceState(null, '', `${PAGE}&oobCode=spent&mode=signIn`);
    firebase.isSignInWithEmailLink.mockReturnValue(true);
    firebase.signInWithEmailLink.mockRejectedValueOnce(authError('auth/invalid-action-code'));
    const user = userEvent.setup();
    render(<SignInForm auth={fakeAuth()} emulator onSignedIn={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Confirm email' })).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'a@b.de');
    await user.click(screen.getByTestId('sign-in-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The action code is invalid. This can happen if the code is malformed, expired, or has already been used.',
    );
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(window.location.search).toBe('?inviteCode=inv-1');
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });
});

describe('the sign-in form: phone', () => {
  it('sends a code, checks it has 6 digits, offers a resend after 15 s and signs in', async () => {
    vi.useFakeTimers();
    const credential = fakeCredential('phone-user');
    const confirm = vi.fn((code: string) =>
      code === '123456' ? Promise.resolve(credential) : Promise.reject(authError('x')),
    );
    firebase.signInWithPhoneNumber.mockResolvedValue(fakeConfirmation(confirm));
    const onSignedIn = vi.fn();
    const auth = fakeAuth();
    render(<SignInForm auth={auth} emulator onSignedIn={onSignedIn} />);
    fireEvent.click(screen.getByTestId('sign-in-method-phone'));
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    expect(screen.getByText('Enter a valid phone number')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Phone number'), {
      target: { value: '+49 151 2345 6789' },
    });
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    await settle();
    // The emulator's mock reCAPTCHA: no script from Google, an invisible verifier.
    expect(auth.settings.appVerificationDisabledForTesting).toBe(true);
    expect(firebase.verifiers).toHaveLength(1);
    expect(firebase.verifiers[0]?.params).toEqual({ size: 'invisible' });
    expect(firebase.signInWithPhoneNumber).toHaveBeenCalledWith(
      auth,
      '+4915123456789',
      expect.anything(),
    );
    expect(screen.getByText(/Enter the 6-digit code we sent to \+4915123456789/)).toBeTruthy();

    const resend = screen.getByTestId('sign-in-resend');
    expect(resend.textContent).toBe('Resend code in 0:15');
    expect(resend.hasAttribute('disabled')).toBe(true);
    await settle(14_000);
    expect(resend.textContent).toBe('Resend code in 0:01');
    await settle(1_000);
    expect(resend.textContent).toBe('Resend code');
    expect(resend.hasAttribute('disabled')).toBe(false);
    fireEvent.click(resend);
    await settle();
    expect(firebase.signInWithPhoneNumber).toHaveBeenCalledTimes(2);
    // A fresh verifier for the resend: a used one cannot verify again (the emulator's mock).
    expect(firebase.verifiers).toHaveLength(2);
    expect(screen.getByTestId('sign-in-resend').textContent).toBe('Resend code in 0:15');

    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '12345' } });
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    expect(screen.getByText('Wrong code. Try again.')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    await settle();
    expect(screen.getByTestId('sign-in-success')).toBeTruthy();
    await settle(1_000);
    expect(onSignedIn).toHaveBeenCalledExactlyOnceWith(credential);
  });

  it('words the service’s refusals of a code and of a number', async () => {
    const confirm = vi.fn(() => Promise.reject(authError('auth/invalid-verification-code')));
    firebase.signInWithPhoneNumber
      .mockRejectedValueOnce(authError('auth/too-many-requests'))
      .mockResolvedValueOnce(fakeConfirmation(confirm));
    const user = userEvent.setup();
    render(<SignInForm auth={fakeAuth()} emulator onSignedIn={vi.fn()} />);
    await user.click(screen.getByTestId('sign-in-method-phone'));
    await user.type(screen.getByLabelText('Phone number'), '+15555550100');
    await user.click(screen.getByTestId('sign-in-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This phone number has been used too many times',
    );
    await user.click(screen.getByTestId('sign-in-submit'));
    await user.type(await screen.findByLabelText('6-digit code'), '000000');
    await user.click(screen.getByTestId('sign-in-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong code. Try again.');
  });
});

describe('the sign-in form: Google', () => {
  it('opens the service’s popup, and says nothing when the user closes it', async () => {
    firebase.signInWithPopup.mockRejectedValueOnce(authError('auth/popup-closed-by-user'));
    const user = userEvent.setup();
    render(<SignInForm auth={fakeAuth()} emulator onSignedIn={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(firebase.signInWithPopup).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers window.__testAuth.fakeGoogle against the emulator only', async () => {
    const credential = fakeCredential('google-user');
    firebase.signInWithCredential.mockResolvedValueOnce(credential);
    const onSignedIn = vi.fn();
    const auth = fakeAuth();
    const { unmount } = render(<SignInForm auth={auth} emulator onSignedIn={onSignedIn} />);
    const claims = { sub: 'g-1', email: 'g@example.com', email_verified: true };
    await window.__testAuth?.fakeGoogle(claims);
    expect(firebase.signInWithCredential).toHaveBeenCalledWith(auth, {
      providerId: 'google.com',
      idToken: JSON.stringify(claims),
    });
    expect(await screen.findByTestId('sign-in-success')).toBeTruthy();
    unmount();
    expect(window.__testAuth).toBeUndefined();

    render(<SignInForm auth={fakeAuth({ emulator: false })} emulator onSignedIn={vi.fn()} />);
    expect(window.__testAuth).toBeUndefined();
    cleanup();
    render(<SignInForm auth={fakeAuth()} emulator={false} onSignedIn={vi.fn()} />);
    expect(window.__testAuth).toBeUndefined();
  });
});
