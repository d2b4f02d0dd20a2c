import { useSearchParams } from 'react-router';
import { useSearchParam } from '../app/useSearchParam';

/** The row of a list opened under it, as {@link useOpenRow} reads it from the URL. */
export interface OpenRow {
  /** The open row's id, or `undefined` when none is open (or the URL's is not a positive whole number). */
  id: number | undefined;
  /** The search (`?page=2&order=12`) that opens row `id`, keeping the list's page and filters. */
  href(id: number): string;
  /** The list's own search, without the open row: the way back to it. */
  listHref: string;
  /** Opens row `id` (replacing the history entry). */
  open(id: number): void;
  /** Closes the open row (replacing the history entry). */
  close(): void;
}

/**
 * The row of a workspace list whose detail shows under the list (`?order=12`): the list keeps its page and
 * filters in the URL beside it, so a reload or a shared link opens the same.
 *
 * @example
 * const order = useOpenRow('order');
 * {order.id ? <OrderDetail key={order.id} orderId={order.id} onClose={order.close} /> : null}
 */
export function useOpenRow(param: string): OpenRow {
  const [params] = useSearchParams();
  const [value, setValue] = useSearchParam(param);
  const asked = Number(value);
  const listParams = new URLSearchParams(params);
  listParams.delete(param);
  return {
    id: Number.isInteger(asked) && asked > 0 ? asked : undefined,
    href: (id) => {
      const next = new URLSearchParams(params);
      next.set(param, String(id));
      return `?${next}`;
    },
    listHref: `?${listParams}`,
    open: (id) => setValue(id),
    close: () => setValue(undefined),
  };
}
