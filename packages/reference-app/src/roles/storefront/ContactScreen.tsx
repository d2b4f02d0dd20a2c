import { useSendContactMessage, useSession } from '@marketplace/react-hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Field } from '../../components/Field';
import type { FormProblem } from '../../components/form/contractResolver';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useContractForm } from '../../components/form/useContractForm';
import { isNigerianPhone, NAME_TOO_LONG, nameError, PHONE_MESSAGE } from '../../components/personRules';
import './storefront.css';
import { FormFailure } from '../../components/form/FormFailure';

interface ContactValues {
  fullName: string;
  email: string;
  phoneNumber: string;
  subject: string;
  message: string;
}

interface ContactBody {
  fullName: string;
  email: string;
  phoneNumber?: string;
  subject?: string;
  message: string;
}

/**
 * The contact-us body from the form: trimmed, optional fields left out when blank.
 *
 * @example
 * contactBody({ fullName: ' Ada ', email: 'ada@example.com', phoneNumber: '', subject: '', message: 'Hi' });
 * // { fullName: 'Ada', email: 'ada@example.com', message: 'Hi' }
 */
export function contactBody(values: ContactValues): ContactBody {
  const phoneNumber = values.phoneNumber.trim();
  const subject = values.subject.trim();
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    ...(phoneNumber ? { phoneNumber } : {}),
    ...(subject ? { subject } : {}),
    message: values.message.trim(),
  };
}

const LABELS = {
  fullName: 'Your name',
  email: 'Email address',
  phoneNumber: 'Phone number',
  subject: 'Subject',
  message: 'Message',
};

/** The rules every form shares (components/personRules): the same name and phone as at sign-up. */
function personProblems(body: ContactBody): FormProblem[] {
  return [
    ...(nameError(body.fullName ?? '') ? [{ field: 'fullName', message: NAME_TOO_LONG }] : []),
    ...(body.phoneNumber !== undefined && !isNigerianPhone(body.phoneNumber)
      ? [{ field: 'phoneNumber', message: PHONE_MESSAGE }]
      : []),
  ];
}

/**
 * The contact-us page (`/contact`): name, email, phone and subject (optional) and message, checked on
 * the client with the contract's request schema, sent with `sendContactMessage`; the server's 422
 * messages show beside their fields; after sending, a confirmation with a way to write again. A
 * logged-in customer's name and email are filled in.
 *
 * @example
 * { path: 'contact', lazy: screen(storefront, 'ContactScreen') }
 */
export function ContactScreen() {
  const session = useSession('customer');
  const send = useSendContactMessage();
  const [sent, setSent] = useState<ContactBody>();
  const confirmation = useRef<HTMLHeadingElement>(null);
  const user = session.user && 'email' in session.user ? session.user : undefined;
  const defaults = useMemo<ContactValues>(
    () => ({
      fullName: user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '',
      email: user?.email ?? '',
      phoneNumber: '',
      subject: '',
      message: '',
    }),
    [user],
  );
  const contact = useContractForm<'sendContactMessage', ContactValues, ContactBody>({
    operation: 'sendContactMessage',
    mutation: send,
    init: session.loggedIn ? { as: 'customer' } : {},
    defaultValues: defaults,
    labels: LABELS,
    toBody: contactBody,
    check: personProblems,
    onSuccess: (_result, body) => setSent(body),
  });
  const { register, formState } = contact.form;
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const errorOf = (field: keyof ContactValues) => formState.errors[field]?.message;
  // Field messages show beside the fields; others below the form and in the toast area.

  return (
    <div className="container page contact-page">
      <title>Contact us | Marketplace</title>
      <h1>Contact us</h1>
      {sent ? (
        <section className="contact-page__sent" aria-labelledby="contact-sent">
          <h2 id="contact-sent" ref={confirmation} tabIndex={-1}>
            Message sent
          </h2>
          <p role="status">
            Thank you, {sent.fullName}. We have your message and will reply to {sent.email}.
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              send.reset();
              setSent(undefined);
            }}
          >
            Send another message
          </button>
        </section>
      ) : (
        <>
          <p>Questions about an order, a store or your account? Write to us and we will answer by email.</p>
          <form
            className="contact-form"
            onSubmit={(event) => void contact.submit(event)}
            noValidate
            aria-label="Contact us"
          >
            <Field label="Your name" error={errorOf('fullName')}>
              <input type="text" autoComplete="name" {...register('fullName')} />
            </Field>
            <Field label="Email address" error={errorOf('email')}>
              <input type="email" autoComplete="email" {...register('email')} />
            </Field>
            <Field label="Phone number (optional)" error={errorOf('phoneNumber')}>
              <input type="tel" autoComplete="tel" {...register('phoneNumber')} />
            </Field>
            <Field label="Subject (optional)" error={errorOf('subject')}>
              <input type="text" {...register('subject')} />
            </Field>
            <Field label="Message" error={errorOf('message')}>
              <textarea rows={6} {...register('message')} />
            </Field>
            <FormFailure className="form-error" errors={formState.errors} />
            <SubmitButton control={contact.form.control}>Send message</SubmitButton>
          </form>
        </>
      )}
    </div>
  );
}
