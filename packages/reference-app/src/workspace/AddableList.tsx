import { type ReactNode, useState } from 'react';
import { QueryTable, type QueryTableProps } from '../kit/QueryTable';
import { FormPanel } from './FormPanel';

/** Props of {@link AddableList}. */
export type AddableListProps<Row> = QueryTableProps<Row> & {
  /** The page's class ("workspace-list catalog-page"). */
  className: string;
  /** How a row is added, when the user may add one: the button's text, the panel's title and class, its form. */
  add?: {
    label: string;
    title: string;
    panelClassName: string;
    /** The form, which calls `done` once the row is saved (the panel then closes). */
    form(done: () => void): ReactNode;
  };
  /** Anything between the add button and the table (an introduction, another panel). */
  children?: ReactNode;
};

/**
 * A workspace list of rows the server sends whole with an "Add" button above it, which opens the add form
 * in a {@link FormPanel} (Cancel or saving closes it and brings the button back). Without `add` (the user may
 * not add), only the list.
 *
 * @example
 * <AddableList className="workspace-list shipping-page" caption="Shipping zones" columns={COLUMNS} query={zones}
 *   add={canCreate ? { label: 'New zone', title: 'New shipping zone', panelClassName: 'shipping-panel',
 *     form: (done) => <ZoneForm zones={zones.data ?? []} onDone={done} /> } : undefined} />
 */
export function AddableList<Row extends { id?: number | string }>({
  className,
  add,
  children,
  ...table
}: AddableListProps<Row>) {
  const [adding, setAdding] = useState(false);
  const close = () => setAdding(false);
  return (
    <div className={className}>
      {add && !adding ? (
        <p>
          <button type="button" className="button" onClick={() => setAdding(true)}>
            {add.label}
          </button>
        </p>
      ) : null}
      {add && adding ? (
        <FormPanel title={add.title} className={add.panelClassName} onCancel={close}>
          {add.form(close)}
        </FormPanel>
      ) : null}
      {children}
      <QueryTable<Row> {...table} />
    </div>
  );
}
