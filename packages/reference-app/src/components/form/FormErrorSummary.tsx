import { useId } from 'react';
import { useFormState } from 'react-hook-form';
import { useContractFormContext } from './contractFormContext';
import { SERVER_ERROR_KEY } from './contractResolver';
import { formErrors } from './formErrors';
import './forms.css';

/** Props of {@link FormErrorSummary}. */
export interface FormErrorSummaryProps {
  /** The heading (default "There is a problem"). */
  title?: string;
}

/**
 * The list of what stops a contract form from being sent, at its top: every field's message as a link to
 * that field, and a failure that no field shows (a network failure, a server error, a 422 about a
 * field the form does not have). After a failed submit focus moves here, so a screen reader reads the
 * whole list; nothing shows while there is no problem.
 *
 * @example
 * <ContractForm form={contract} aria-label="New approver">
 *   <FormErrorSummary />
 *   ...
 * </ContractForm>
 */
export function FormErrorSummary({ title = 'There is a problem' }: FormErrorSummaryProps) {
  const { summary, fieldId, labels } = useContractFormContext();
  const { errors } = useFormState();
  const headingId = useId();
  const server = errors.root?.[SERVER_ERROR_KEY]?.message;
  const problems = formErrors(errors);
  const known = labels();
  if (problems.length === 0 && !server) return null;
  return (
    <section
      ref={(node) => {
        summary.current = node;
      }}
      className="kit-error-summary"
      tabIndex={-1}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="kit-error-summary__title">
        {title}
      </h2>
      <ul>
        {server ? <li className="kit-error-summary__server">{server}</li> : null}
        {problems.map(({ name, message }) => {
          const field = name && [...known.keys()].find((f) => name === f || name.startsWith(`${f}.`));
          return (
            <li key={name ?? message}>
              {field ? (
                <a
                  href={`#${fieldId(field)}`}
                  onClick={(event) => {
                    // Focus the control (the link's jump alone only scrolls to it).
                    event.preventDefault();
                    document.getElementById(fieldId(field))?.focus();
                  }}
                >
                  {message}
                </a>
              ) : (
                message
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
