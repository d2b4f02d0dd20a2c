import type { Entity } from '@marketplace/sdk';
import { Link, useSearchParams } from 'react-router';

/** Props of {@link ReturnLink}. */
export interface ReturnLinkProps {
  ret: Entity<'ReturnedOrder'>;
  /** The URL parameter naming the open return (its detail shows under the list). */
  param: string;
}

/**
 * A return's number as a link opening its detail under the list, keeping the list's page and filters in
 * the URL; the open return's link is marked current.
 *
 * @example
 * { id: 'id', header: 'Return', cell: (r) => <ReturnLink ret={r} param="return" /> }
 */
export function ReturnLink({ ret, param }: ReturnLinkProps) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.set(param, String(ret.id));
  return (
    <Link
      to={{ search: `?${next}` }}
      aria-current={params.get(param) === String(ret.id) ? 'true' : undefined}
    >
      Return #{ret.id}
    </Link>
  );
}
