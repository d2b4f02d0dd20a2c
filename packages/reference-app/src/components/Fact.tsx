import type { ReactNode } from 'react';

/** Props of {@link Fact}. */
export interface FactProps {
  /** The fact's name ("Placed"). */
  label: string;
  /** Its value. */
  children: ReactNode;
}

/**
 * One fact of a record in a description list: its name (`<dt>`) and value (`<dd>`) in a `<div>`, so a
 * grid lays the facts out.
 *
 * @example
 * <dl className="merchant-order__facts">
 *   <Fact label="Placed"><DateText value={order.createdAt} /></Fact>
 * </dl>
 */
export function Fact({ label, children }: FactProps) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
