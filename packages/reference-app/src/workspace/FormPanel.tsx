import { type ReactNode, type Ref, useId } from 'react';

/** Props of {@link FormPanel}. */
export interface FormPanelProps {
  /** The panel's heading ("New staff member", "Edit Ada Obi"). */
  title: ReactNode;
  /** Closes the panel without saving. */
  onCancel(): void;
  /** The close button's text (a details panel says "Close"). */
  cancelLabel?: string;
  /** The panel's class (each screen's layout); its header is `<class>__header`. */
  className: string;
  /** The heading's ref (`useRevealOnLoad`), which then takes focus once the form has loaded. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/**
 * A form (or a row's details) opened above a workspace list (adding or editing a row): a section named by its heading, with
 * Cancel beside the heading, and the form below.
 *
 * @example
 * <FormPanel title="New staff member" className="store-list__panel" onCancel={close}>
 *   <StaffMemberForm onDone={close} {...look} />
 * </FormPanel>
 */
export function FormPanel({
  title,
  onCancel,
  cancelLabel = 'Cancel',
  className,
  headingRef,
  children,
}: FormPanelProps) {
  const titleId = useId();
  return (
    <section className={className} aria-labelledby={titleId}>
      <header className={`${className}__header`}>
        <h2 id={titleId} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {title}
        </h2>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
      </header>
      {children}
    </section>
  );
}
