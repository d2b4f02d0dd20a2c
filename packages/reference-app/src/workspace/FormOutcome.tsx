import type { RefObject } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { SERVER_ERROR_KEY } from '../components/form/contractResolver';
import { formErrors } from '../components/form/formErrors';

/** Props of {@link FormOutcome}. */
export interface FormOutcomeProps {
  /** The form's block class: the outcome is `<className>__outcome`, the success `<className>__success`. */
  className: string;
  /** The server's message after a save. */
  message: string | undefined;
  /** The form's errors (react-hook-form's `formState.errors`). */
  errors: FieldErrors;
  /** The summary's heading when the form was refused ("The product was not saved"). */
  failedTitle: string;
  /** Focused after a save, so the message is read. */
  outcomeRef: RefObject<HTMLDivElement | null>;
  /** The contract form's summary (`form.context.summary`): a refused submit brings focus here. */
  summaryRef: RefObject<HTMLElement | null>;
}

/**
 * The top of a long workspace form (a product, a coupon): the server's message after a save, or what to
 * fix (each problem once, the server's own message first unless a field already says it).
 *
 * @example
 * <FormOutcome className="product-form" message={message} errors={errors}
 *   failedTitle="The product was not saved" outcomeRef={outcomeRef} summaryRef={product.context.summary} />
 */
export function FormOutcome({
  className,
  message,
  errors,
  failedTitle,
  outcomeRef,
  summaryRef,
}: FormOutcomeProps) {
  const server = errors.root?.[SERVER_ERROR_KEY]?.message;
  const problems = [...new Set(formErrors(errors).map((error) => error.message))];
  return (
    <div
      ref={(node) => {
        outcomeRef.current = node;
        summaryRef.current = node;
      }}
      tabIndex={-1}
      className={`${className}__outcome`}
    >
      {message ? (
        <p role="status" className={`${className}__success`}>
          {message}
        </p>
      ) : null}
      {server || problems.length ? (
        <div role="alert" className="kit-error-summary">
          <h2 className="kit-error-summary__title">{failedTitle}</h2>
          <ul>
            {server && !problems.includes(server) ? (
              <li className="kit-error-summary__server">{server}</li>
            ) : null}
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
