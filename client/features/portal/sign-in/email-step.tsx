import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailError } from './sign-in-validation';
import { StepHeading } from './sign-in-parts';
import { EmailField, NO_REQUEST, StepActions, useFieldError } from './step-actions';

/** The first step: the address; "Next" leads to the password (or to creating an account). */
export function EmailStep({
  email,
  onEmailChange,
  onNext,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onNext: (email: string) => void;
}) {
  const { t } = useTranslation();
  const field = useFieldError();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (field.passes(emailError(email))) onNext(email.trim());
  };
  return (
    <form noValidate onSubmit={submit} aria-label={t('signIn.title')}>
      <StepHeading title={t('signIn.title')} />
      <EmailField value={email} onChange={field.editing(onEmailChange)} error={field.error} />
      <StepActions request={NO_REQUEST} submitLabel={t('signIn.next')} atEnd />
    </form>
  );
}
