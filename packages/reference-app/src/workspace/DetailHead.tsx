import type { ReactNode, Ref } from 'react';

/** Props of {@link DetailHead}. */
export interface DetailHeadProps {
  /** The heading's id (the detail's `aria-labelledby`). */
  titleId: string;
  /** From `useRevealOnLoad`: the heading takes focus once the detail has loaded. */
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
  /** Closes the detail (back to the list alone): a Close button beside the heading. */
  onClose?(): void;
}

/**
 * The head of a detail shown under a list (an order, a return): its heading, focusable so opening a row
 * takes the reader to it, and a Close button.
 *
 * @example
 * <DetailHead titleId="merchant-order-title" headingRef={heading} onClose={onClose}>Order {name}</DetailHead>
 */
export function DetailHead({ titleId, headingRef, children, onClose }: DetailHeadProps) {
  return (
    <div className="merchant-order__head">
      <h2 id={titleId} ref={headingRef} tabIndex={-1}>
        {children}
      </h2>
      {onClose ? (
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      ) : null}
    </div>
  );
}
