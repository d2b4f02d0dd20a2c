import { type ReactNode, useId, useRef, useState, useSyncExternalStore } from 'react';
import './storefront.css';

/** The width from which the filters sit beside the products (the category layout's breakpoint). */
const WIDE = '(min-width: 900px)';

/** Whether the screen is wide (true when the browser cannot say). */
function isWide(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
  return window.matchMedia(WIDE).matches;
}

const noSubscription = () => () => {};
/** The server cannot tell the width: its page starts closed, and a wide browser opens it after hydration. */
const closedOnServer = () => false;

/** Props of {@link FiltersPanel}. */
export interface FiltersPanelProps {
  /** Whether filters are in force: the summary says so. */
  active: boolean;
  children: ReactNode;
}

/**
 * The filters of a product list behind a "Filters" disclosure: open beside the products on wide screens;
 * on phones closed (the first products show on the first screen, filters in force or not: the summary
 * says when they are), and once opened a sheet from the bottom of the screen over a dimmed page, with
 * "Done" (focused as it opens), a tap on the page or Escape closing it and giving the focus back to
 * "Filters". Its content is rendered from the first opening on, so a phone's first screen does not load
 * the filters' code, and kept after: closing it must not lose what the shopper typed.
 *
 * @example
 * <FiltersPanel active={Boolean(q || min || max)}>
 *   <ProductFilters value={{ q, min, max }} scope="Groceries" onApply={setFilters} />
 * </FiltersPanel>
 */
export function FiltersPanel({ active, children }: FiltersPanelProps) {
  // Wide screens start open; a phone's never does (the sheet would cover the products). Until the shopper
  // opens or closes it, it follows the screen (read once; the server's HTML starts closed).
  const wide = useSyncExternalStore(noSubscription, isWide, closedOnServer);
  const [chosen, setOpen] = useState<boolean>();
  const open = chosen ?? wide;
  const [openedOnce, setOpened] = useState(false);
  const opened = openedOnce || open;
  const summary = useRef<HTMLElement>(null);
  const done = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const close = () => {
    setOpen(false);
    summary.current?.focus();
  };
  return (
    <details
      className="filters-panel"
      open={open}
      onToggle={(event) => {
        const now = event.currentTarget.open;
        setOpen(now);
        if (now) {
          setOpened(true);
          // On a phone the sheet covers the page: the focus goes into it.
          if (!isWide()) queueMicrotask(() => done.current?.focus());
        }
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open && !isWide()) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <summary ref={summary} className="filters-panel__summary">
        {active ? 'Filters (in use)' : 'Filters'}
      </summary>
      {opened ? (
        <>
          {/* The page behind a phone's sheet: a tap on it closes the sheet. */}
          <div className="filters-panel__backdrop" aria-hidden="true" onClick={close} />
          <section className="filters-panel__sheet" aria-labelledby={titleId}>
            <div className="filters-panel__sheet-bar">
              <h2 id={titleId} className="filters-panel__sheet-title">
                Refine results
              </h2>
              <button ref={done} type="button" className="button button--secondary" onClick={close}>
                Done
              </button>
            </div>
            {children}
          </section>
        </>
      ) : null}
    </details>
  );
}
