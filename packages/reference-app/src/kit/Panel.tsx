import { type ReactNode, type Ref, useId } from 'react';

/** Props of {@link Panel}. */
export interface PanelProps {
  /** The panel's heading. */
  title: ReactNode;
  /** The block class of the panel; its header gets `<className>__header`. */
  className: string;
  /** Closes the panel (its header's button). */
  onClose(): void;
  /** The close button's text. */
  closeLabel?: string;
  /** The heading, to move the focus to it (`useRevealOnLoad`); then it is focusable. */
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}

/**
 * A workspace's panel above a list (a form to add a row, one row's details): a section named by its
 * heading, with a button beside the heading to close it.
 *
 * @example
 * <Panel title="New shipping zone" className="shipping-panel" onClose={() => setAdding(false)}>
 *   <ZoneForm onDone={() => setAdding(false)} />
 * </Panel>
 */
export function Panel({
  title,
  className,
  onClose,
  closeLabel = 'Cancel',
  headingRef,
  children,
}: PanelProps) {
  const id = useId();
  return (
    <section className={className} aria-labelledby={id}>
      <header className={`${className}__header`}>
        <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {title}
        </h2>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {closeLabel}
        </button>
      </header>
      {children}
    </section>
  );
}
