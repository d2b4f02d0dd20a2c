import type { ReactNode } from 'react';

/** Props of {@link SubmitWithProblem}. */
export interface SubmitWithProblemProps {
  /** The alert's id, which the form's fields name in their `aria-describedby`. */
  problemId: string;
  /** What stopped the form, or '' when nothing did. */
  problem: string;
  busy: boolean;
  /** The button's words, busy or not ("Assigning…", "Assign the order"). */
  children: ReactNode;
}

/**
 * The end of an admin's decision form written by hand (an order's assignment, a return's decision): what
 * stopped it as an alert, then the submit button, busy while the call runs.
 *
 * @example
 * <SubmitWithProblem problemId={ids.problem} problem={problem} busy={busy}>
 *   {busy ? 'Assigning…' : 'Assign the order'}
 * </SubmitWithProblem>
 */
export function SubmitWithProblem({ problemId, problem, busy, children }: SubmitWithProblemProps) {
  return (
    <>
      {problem ? (
        <p id={problemId} role="alert" className="field__error">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {children}
      </button>
    </>
  );
}
