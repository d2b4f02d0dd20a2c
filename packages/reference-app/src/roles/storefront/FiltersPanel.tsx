import { type ReactNode, useState } from 'react';
import './storefront.css';

/** The width from which the filters sit beside the products (the category layout's breakpoint). */
const WIDE = '(min-width: 900px)';

/** Whether the screen is wide enough for the filters to start open (open when the browser cannot say). */
function startsOpen(active: boolean): boolean {
  if (active || typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
  return window.matchMedia(WIDE).matches;
}

/** Props of {@link FiltersPanel}. */
export interface FiltersPanelProps {
  /** Whether filters are in force: the panel then starts open, so the shopper sees what narrows the list. */
  active: boolean;
  children: ReactNode;
}

/**
 * The filters of a product list behind a "Filters" disclosure: open beside the products on wide screens,
 * closed on phones (where open filters would push the first product below the first screen), open
 * whenever filters are in force. The shopper opens and closes it at will. Its content is rendered from the
 * first opening on, so a phone's first screen does not load the filter form's code.
 *
 * @example
 * <FiltersPanel active={Boolean(q || min || max)}>
 *   <ProductFilters value={{ q, min, max }} scope="Groceries" onApply={setFilters} />
 * </FiltersPanel>
 */
export function FiltersPanel({ active, children }: FiltersPanelProps) {
  const [open, setOpen] = useState(() => startsOpen(active));
  // Once opened, kept: closing it again must not lose what the shopper typed.
  const [opened, setOpened] = useState(open);
  return (
    <details
      className="filters-panel"
      open={open}
      onToggle={(event) => {
        const now = event.currentTarget.open;
        setOpen(now);
        if (now) setOpened(true);
      }}
    >
      <summary className="filters-panel__summary">{active ? 'Filters (in use)' : 'Filters'}</summary>
      {opened ? children : null}
    </details>
  );
}
