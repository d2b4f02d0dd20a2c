import type { ReactNode } from 'react';
import './components.css';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** What is empty, as a heading: "Your cart is empty". */
  title: string;
  /** More words: why it is empty, what to do. */
  children?: ReactNode;
  /** A link or button that gets the person going: "Continue shopping". */
  action?: ReactNode;
}

/**
 * What a list or page shows when it has nothing to show. The title is a level-2 heading (screens have
 * their own `h1`).
 *
 * @example
 * <EmptyState title="Your cart is empty" action={<Link className="button" to="/">Continue shopping</Link>}>
 *   Products you add to your cart appear here.
 * </EmptyState>
 */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <div className="empty-state">
      <h2 className="empty-state__title">{title}</h2>
      {children ? <div className="empty-state__body">{children}</div> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
