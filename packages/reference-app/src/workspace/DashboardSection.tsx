import { type ReactNode, useId } from 'react';

/**
 * A titled group of dashboard cards (one `h2`, a grid of cards that wraps from desktop to phone).
 *
 * @example
 * <DashboardSection title="Sales"><StatCard label="Today's sales" value="₦0.00" /></DashboardSection>
 */
export function DashboardSection({
  title,
  children,
  details,
}: {
  title: string;
  children: ReactNode;
  /** Shown under the cards, full width (the few rows behind a figure). */
  details?: ReactNode;
}) {
  const id = useId();
  return (
    <section className="dashboard-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className="dashboard-cards">{children}</div>
      {details}
    </section>
  );
}
