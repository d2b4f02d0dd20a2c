import { useAllowed } from '@marketplace/react-hooks';
import { Fragment, type ReactNode, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { QueryState, type QueryStateSource } from '../../../components/QueryState';
import './store.css';

/** Props of {@link StoreEntries}. */
export interface StoreEntriesProps<Entry extends { id: number }> {
  /** The list's query hook result. */
  query: QueryStateSource<Entry[]>;
  /** The resource whose `create` and `update` permissions allow adding and editing. */
  resource: 'policies' | 'testimonials';
  /** One entry in words ("policy"): the Add button and the elements' ids. */
  noun: string;
  /** The entry's heading in the list. */
  heading(entry: Entry): string;
  /** The Edit button's name and the edit panel's title ("Edit Returns"). */
  editLabel(entry: Entry): string;
  /** The form, for a new entry (`undefined`) or the one being edited; `onDone` closes the panel. */
  form(entry: Entry | undefined, onDone: () => void): ReactNode;
  /** What an entry shows under its heading. */
  children(entry: Entry): ReactNode;
  /** The empty state: its title and what to do. */
  empty: { title: string; text: ReactNode };
  listLabel: string;
  loadingLabel: string;
  fallbackMessage: string;
}

/**
 * A store's list of written entries (policies, testimonials): each entry's heading and text, newest as the
 * server sends them; "Add" (with `create`) and "Edit" (with `update`) open the form in a panel above the
 * list, Cancel closes it.
 *
 * @example
 * <StoreEntries query={policies} resource="policies" noun="policy" heading={(p) => p.title}
 *   editLabel={(p) => `Edit ${p.title}`} form={(p, done) => <PolicyForm policy={p} onDone={done} />}
 *   empty={{ title: 'No policies yet', text: '…' }} listLabel="Your policies"
 *   loadingLabel="Loading your policies" fallbackMessage="Could not get your policies.">
 *   {(p) => <p className="store-entry__text">{p.description}</p>}
 * </StoreEntries>
 */
export function StoreEntries<Entry extends { id: number }>(props: StoreEntriesProps<Entry>) {
  const { query, resource, noun, heading, editLabel, empty } = props;
  const canCreate = useAllowed(resource, 'create', 'merchant');
  const canUpdate = useAllowed(resource, 'update', 'merchant');
  const [editing, setEditing] = useState<Entry | 'new' | undefined>();
  const close = () => setEditing(undefined);

  return (
    <div className="workspace-list store-entries">
      {canCreate && editing === undefined ? (
        <p>
          <button type="button" className="button" onClick={() => setEditing('new')}>
            Add {noun}
          </button>
        </p>
      ) : null}
      {editing !== undefined ? (
        <section className="store-list__panel" aria-labelledby={`${noun}-form-title`}>
          <header>
            <h2 id={`${noun}-form-title`}>{editing === 'new' ? `New ${noun}` : editLabel(editing)}</h2>
            <button type="button" className="button button--secondary" onClick={close}>
              Cancel
            </button>
          </header>
          <Fragment key={editing === 'new' ? 'new' : editing.id}>
            {props.form(editing === 'new' ? undefined : editing, close)}
          </Fragment>
        </section>
      ) : null}
      <QueryState query={query} loadingLabel={props.loadingLabel} fallbackMessage={props.fallbackMessage}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={empty.title}>{empty.text}</EmptyState>
          ) : (
            <ul className="store-entries__list" aria-label={props.listLabel}>
              {list.map((entry) => (
                <li key={entry.id}>
                  <article className="store-entry" aria-labelledby={`${noun}-${entry.id}`}>
                    <header>
                      <h2 id={`${noun}-${entry.id}`}>{heading(entry)}</h2>
                      {canUpdate ? (
                        <button
                          type="button"
                          className="button button--secondary"
                          aria-label={editLabel(entry)}
                          onClick={() => setEditing(entry)}
                        >
                          Edit
                        </button>
                      ) : null}
                    </header>
                    {props.children(entry)}
                  </article>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}
