import { type ReactNode, type Ref, useId } from 'react';
import './auth.css';

/** Props of {@link AuthPage}. */
export interface AuthPageProps {
  title: string;
  /** A line under the heading. */
  intro?: ReactNode;
  children: ReactNode;
  /** The heading, to move focus to it when the page changes state (a form gives way to its result). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The frame of every auth screen: a narrow card with the page's one `h1`, centred on a desktop and full
 * width on a phone.
 *
 * @example
 * <AuthPage title="Merchant log in"><LoginForm /></AuthPage>
 */
export function AuthPage({ title, intro, children, headingRef }: AuthPageProps) {
  const id = useId();
  return (
    <section className="container page auth-page" aria-labelledby={id}>
      <div className="auth-card">
        <h1 id={id} ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        {intro ? <p className="auth-card__intro">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}

/** What the auth forms say for an email that is not one. */
export const AUTH_EMAIL_MESSAGE = 'Enter a valid email address';

/** Props of {@link FormMessage}. */
export interface FormMessageProps {
  tone: 'error' | 'success';
  children: ReactNode;
}

/**
 * A form's own message: an error (announced at once) or a success (announced politely).
 *
 * @example
 * {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
 */
export function FormMessage({ tone, children }: FormMessageProps) {
  return (
    <div className={`form-message form-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** Props of {@link SubmitButton}. */
export interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  /** What the button says while the call runs ("Logging in…"). */
  busyLabel: string;
}

/**
 * A form's submit button with its loading state: disabled and relabelled while the call runs.
 *
 * @example
 * <SubmitButton busy={status === 'loading'} busyLabel="Logging in…">Log in</SubmitButton>
 */
export function SubmitButton({ busy, children, busyLabel }: SubmitButtonProps) {
  return (
    <button type="submit" className="button auth-submit" disabled={busy} aria-busy={busy || undefined}>
      {busy ? (
        <>
          <span className="auth-submit__spinner" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
