import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, loadFeatureStrings } from '../../../lib/i18n';
import { SignInForm } from './sign-in-form';
import { authError, fakeAuth, fakeCredential, settle } from './sign-in-test-kit';

const firebase = vi.hoisted(() => ({
  signInWithEmailAndPassword: vi.fn(),
  createUserWithEmailAndPassword: vi.fn(),
  updateProfile: vi.fn(),
  sendPasswordResetEmail: vi.fn(),
  isSignInWithEmailLink: vi.fn(() => false),
}));
vi.mock('firebase/auth', () => ({ ...firebase, GoogleAuthProvider: class {} }));

await initI18n('en');
await loadFeatureStrings();
beforeEach(() => {
  vi.clearAllMocks();
  window.history.replaceState(null, '', '/login?inviteCode=inv-1');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const submit = () => screen.getByTestId('sign-in-submit');

describe('the sign-in form: email and password', () => {
  it('asks for an email address that matches the pattern before "Next"', async () => {
    const user = userEvent.setup();
    render(<SignInForm auth={fakeAuth()} emulator onSignedIn={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Enter your email address to continue')).toBeTruthy();
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await user.type(email, 'anna@example');
    await user.click(submit());
    expect(screen.getByText("That email address isn't correct")).toBeTruthy();
    await user.type(email, '.com');
    await user.click(submit());
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByTestId('sign-in-identity').textContent).toBe('anna@example.com');
  });

  it('leads an invited person from "Next" to registering, as the invitation asks', async () => {
    const user = userEvent.setup();
    render(
      <SignInForm
        auth={fakeAuth()}
        emulator
        defaultEmail="anna@example.com"
        register
        onSignedIn={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Create account' })).toBeTruthy();
    expect(screen.getByLabelText('Choose password')).toBeTruthy();
  });

  it('prefills the invited address, asks for the password and says when it does not match', async () => {
    firebase.signInWithEmailAndPassword.mockRejectedValueOnce(authError('auth/wrong-password'));
    const user = userEvent.setup();
    const auth = fakeAuth();
    render(
      <SignInForm auth={auth} emulator defaultEmail="anna@example.com" onSignedIn={vi.fn()} />,
    );
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('anna@example.com');
    await user.click(submit());
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(firebase.signInWithEmailAndPassword).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Password'), 'wrong1');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(
      "The email and password you entered don't match",
    );
    expect(firebase.signInWithEmailAndPassword).toHaveBeenCalledWith(
      auth,
      'anna@example.com',
      'wrong1',
    );
  });

  it('shows "Signed in" for 1 s, then hands over the credential once', async () => {
    vi.useFakeTimers();
    const credential = fakeCredential();
    firebase.signInWithEmailAndPassword.mockResolvedValueOnce(credential);
    const onSignedIn = vi.fn();
    render(<SignInForm auth={fakeAuth()} emulator defaultEmail="a@b.de" onSignedIn={onSignedIn} />);
    fireEvent.click(submit());
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(submit());
    await settle();
    expect(screen.getByTestId('sign-in-success').textContent).toContain('Signed in');
    await settle(999);
    expect(onSignedIn).not.toHaveBeenCalled();
    await settle(1);
    expect(onSignedIn).toHaveBeenCalledExactlyOnceWith(credential);
    await settle(5_000);
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('disables "Sign in" at once and shows a spinner only after 500 ms', async () => {
    vi.useFakeTimers();
    let answer: (credential: ReturnType<typeof fakeCredential>) => void = () => undefined;
    firebase.signInWithEmailAndPassword.mockReturnValueOnce(
      new Promise((resolve) => (answer = resolve)),
    );
    render(<SignInForm auth={fakeAuth()} emulator defaultEmail="a@b.de" onSignedIn={vi.fn()} />);
    fireEvent.click(submit());
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(submit());
    await settle();
    expect(submit().hasAttribute('disabled')).toBe(true);
    await settle(499);
    expect(screen.queryByTestId('sign-in-submit--loading-spinner')).toBeNull();
    await settle(1);
    expect(screen.getByTestId('sign-in-submit--loading-spinner')).toBeTruthy();
    answer(fakeCredential());
    await settle();
    expect(screen.getByTestId('sign-in-success')).toBeTruthy();
  });

  it('creates an account with its name, after checking name and password length', async () => {
    const credential = fakeCredential('new-user');
    firebase.createUserWithEmailAndPassword.mockResolvedValueOnce(credential);
    firebase.updateProfile.mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    const auth = fakeAuth();
    render(<SignInForm auth={auth} emulator defaultEmail="new@example.com" onSignedIn={vi.fn()} />);
    await user.click(submit());
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('heading', { name: 'Create account' })).toBeTruthy();
    expect(screen.getByText('At least 6 characters with letters and numbers')).toBeTruthy();
    await user.type(screen.getByLabelText('Choose password'), 'abc12');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Enter your account name')).toBeTruthy();
    expect(
      screen.getByText(
        'Strong passwords have at least 6 characters and a mix of letters and numbers',
      ),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('Account name'), ' Nina New ');
    await user.type(screen.getByLabelText('Choose password'), '3');
    await user.click(submit());
    expect(await screen.findByTestId('sign-in-success')).toBeTruthy();
    expect(firebase.createUserWithEmailAndPassword).toHaveBeenCalledWith(
      auth,
      'new@example.com',
      'abc123',
    );
    expect(firebase.updateProfile).toHaveBeenCalledWith(credential.user, {
      displayName: 'Nina New',
    });
  });

  it('says when the address already has an account, and offers to sign in', async () => {
    firebase.createUserWithEmailAndPassword.mockRejectedValueOnce(
      authError('auth/email-already-in-use'),
    );
    const user = userEvent.setup();
    render(<SignInForm auth={fakeAuth()} emulator defaultEmail="a@b.de" onSignedIn={vi.fn()} />);
    await user.click(submit());
    await user.click(screen.getByTestId('sign-in-create-account'));
    await user.type(screen.getByLabelText('Account name'), 'Anna');
    await user.type(screen.getByLabelText('Choose password'), 'abc123');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The email address is already used by another account',
    );
    await user.click(screen.getByTestId('sign-in-have-account'));
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('sends a password reset email from "Trouble signing in?" and says to check the email', async () => {
    firebase.sendPasswordResetEmail.mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    const auth = fakeAuth();
    render(<SignInForm auth={auth} emulator defaultEmail="a@b.de" onSignedIn={vi.fn()} />);
    await user.click(submit());
    await user.click(screen.getByRole('button', { name: 'Trouble signing in?' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Check your email')).toBeTruthy();
    expect(screen.getByText(/Follow the instructions sent to a@b\.de/)).toBeTruthy();
    expect(firebase.sendPasswordResetEmail).toHaveBeenCalledWith(auth, 'a@b.de', {
      url: `${window.location.origin}/login?inviteCode=inv-1`,
    });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('speaks German', async () => {
    const i18next = (await import('i18next')).default;
    await i18next.changeLanguage('de');
    await loadFeatureStrings();
    try {
      const user = userEvent.setup();
      render(<SignInForm auth={fakeAuth()} emulator onSignedIn={vi.fn()} />);
      await user.click(screen.getByRole('button', { name: 'Weiter' }));
      expect(screen.getByText('Geben Sie Ihre E-Mail-Adresse ein, um fortzufahren')).toBeTruthy();
      expect(screen.getByRole('button', { name: /Über Google anmelden/ })).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
