import { useState, type FormEvent } from 'react';
import type { SignInRequest } from './sign-in-errors';
import { emailError } from './sign-in-validation';
import { useSignInRequest } from './use-sign-in-request';
import { withoutEmailLinkParams } from './email-link-storage';
import { useFieldError } from './step-actions';

/**
 * A step that mails something to the address (a sign-in link, a reset): checks the address,
 * sends (`send` gets the trimmed address and this page's address to link back to, with its
 * invitation code) and remembers where to once the service took it.
 */
export function useMailStep(
  email: string,
  kind: SignInRequest,
  send: (address: string, url: string) => Promise<void>,
) {
  const field = useFieldError();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useSignInRequest();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!field.passes(emailError(email))) return;
    const address = email.trim();
    const url = withoutEmailLinkParams(window.location.href);
    const sent = await request.run(kind, async () => {
      await send(address, url);
      return true;
    });
    if (sent) setSentTo(address);
  };
  return { field, sentTo, request, submit };
}
