import { useCallback, useState } from 'react';
import { signInErrorMessage, type SignInMessage, type SignInRequest } from './sign-in-errors';
import { useDelayedFlag } from './use-delayed-flag';
import { SIGN_IN } from './sign-in-constants';

export interface SignInRequestState {
  /** A request is under way: its button is disabled at once. */
  pending: boolean;
  /** …and has taken long enough for a spinner (docs/PRODUCT.md: 500 ms). */
  showSpinner: boolean;
  /** The last request's message (also a validation message a step sets itself). */
  error: SignInMessage | null;
  setError: (message: SignInMessage | null) => void;
  /**
   * Runs one request of a step: the message of its failure replaces the last one. Resolves
   * to the request's result, or to undefined when it failed (the message is then shown).
   */
  run: <T>(request: SignInRequest, action: () => Promise<T>) => Promise<T | undefined>;
}

/** One step's requests: pending, spinner after a delay, the message of the last failure. */
export function useSignInRequest(): SignInRequestState {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<SignInMessage | null>(null);
  const showSpinner = useDelayedFlag(pending, SIGN_IN.spinnerDelayMs);
  const run = useCallback(
    async <T>(request: SignInRequest, action: () => Promise<T>): Promise<T | undefined> => {
      setPending(true);
      setError(null);
      try {
        return await action();
      } catch (failure) {
        const message = signInErrorMessage(failure, request);
        if (message === 'generic') console.error('Sign-in request failed:', failure);
        setError(message);
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [],
  );
  return { pending, showSpinner, error, setError, run };
}
