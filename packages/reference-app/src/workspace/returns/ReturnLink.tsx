import type { Entity } from '@marketplace/sdk';
import { OpenRowLink } from '../OpenRowLink';
import { RETURN_PARAM } from './ReturnsList';

/**
 * A return's number as a link opening its detail under the returns list (`?return=<id>`), keeping the
 * list's filters in the URL; the open return's link is marked current.
 *
 * @example
 * { id: 'id', header: 'Return', cell: (r) => <ReturnLink ret={r} /> }
 */
export function ReturnLink({ ret }: { ret: Entity<'ReturnedOrder'> }) {
  return (
    <OpenRowLink param={RETURN_PARAM} id={ret.id}>
      Return #{ret.id}
    </OpenRowLink>
  );
}
