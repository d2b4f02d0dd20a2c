import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useOpenRow } from './useOpenRow';

/** Props of {@link OpenRowLink}. */
export interface OpenRowLinkProps {
  /** The URL parameter naming the open row (its detail shows under the list). */
  param: string;
  /** The row's id. */
  id: number;
  /** Its accessible name, when the text alone would not say which row (`Order #12 of return #3`). */
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A row's name as a link opening its detail under the list, keeping the list's page and filters in the
 * URL; the open row's link is marked current.
 *
 * @example
 * { id: 'orderName', header: 'Order', cell: (o) => <OpenRowLink param="order" id={o.id}>{o.orderName}</OpenRowLink> }
 */
export function OpenRowLink({ param, id, children, 'aria-label': label }: OpenRowLinkProps) {
  const row = useOpenRow(param);
  return (
    <Link to={{ search: row.href(id) }} aria-current={row.id === id ? 'true' : undefined} aria-label={label}>
      {children}
    </Link>
  );
}
