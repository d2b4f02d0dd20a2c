import {
  type QueryResult,
  useAddCustomerAddress,
  useDeleteCustomerAddress,
  useMakeDefaultAddress,
  useUpdateCustomerAddress,
} from '@marketplace/react-hooks';
import type { OperationData } from '@marketplace/sdk';
import { setDefaultAddress } from '@marketplace/sdk';
import { useId, useState } from 'react';
import { AddressForm, type AddressFormValues } from '../../components/AddressForm';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { AddressEditor } from './AddressEditor';

/** A saved delivery address of the customer. */
export type CustomerAddress = OperationData<'getCustomerAddresses'>[number];

/** Props of {@link AddressBook}. */
export interface AddressBookProps {
  /** The customer's addresses (`useGetCustomerAddresses()`), shared with the screen that shows the book. */
  addresses: QueryResult<'getCustomerAddresses'>;
  /** The section's heading (level 2). */
  title?: string;
  /** At checkout: the addresses are choices of where to deliver. */
  selection?: { selectedId: number | undefined; onSelect(address: CustomerAddress): void };
  /** Called with an address just added (the checkout then delivers there). */
  onAdded?(address: CustomerAddress): void;
}

/** One line per part of an address. */
function AddressLines({ address }: { address: CustomerAddress }) {
  return (
    <span className="address-card__lines">
      <span className="address-card__name">{address.fullName}</span>
      <span>{address.address}</span>
      <span>{address.stateOrRegion}</span>
      <span>{address.phoneNumber}</span>
      {address.emailAddress ? <span>{address.emailAddress}</span> : null}
    </span>
  );
}

/**
 * The customer's address book: the saved addresses (as radio choices at checkout), and adding, editing,
 * deleting (after a confirmation) and making one the default. Making a default shows at once with the
 * SDK's `setDefaultAddress` rule (every other address loses the flag), then takes the server's answer
 * (restoring the previous default from it), and goes back when the server refuses. Forms validate on the
 * client and show the server's 422 messages beside their fields; success and error messages reach the
 * toast area by themselves.
 *
 * @example
 * const addresses = useGetCustomerAddresses();
 * <AddressBook addresses={addresses} />
 */
export function AddressBook({
  addresses,
  title = 'Delivery addresses',
  selection,
  onAdded,
}: AddressBookProps) {
  const headingId = useId();
  const radioName = useId();
  const add = useAddCustomerAddress();
  const update = useUpdateCustomerAddress();
  const remove = useDeleteCustomerAddress();
  const makeDefault = useMakeDefaultAddress();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const list = addresses.data ?? [];
  const busy = add.isMutating || update.isMutating || remove.isMutating || makeDefault.isMutating;

  // A failure rejects to the form: its message is on the toast channel, 422 field messages beside the fields.
  const onAdd = async (values: AddressFormValues) => {
    const result = await add.trigger({ body: { ...values, default: list.length === 0 } });
    setEditing(null);
    onAdded?.(result.data);
  };

  const onUpdate = async (id: number, values: AddressFormValues) => {
    await update.trigger({ path: { id }, body: values });
    setEditing(null);
  };

  const onDelete = async (id: number) => {
    setConfirming(null);
    try {
      await remove.trigger({ path: { id } });
    } catch {
      // As above.
    }
  };

  const onMakeDefault = async (id: number) => {
    const before = addresses.data;
    if (before) void addresses.mutate(setDefaultAddress(before, id), { revalidate: false });
    try {
      const { data } = await makeDefault.trigger({ path: { id } });
      void addresses.mutate(setDefaultAddress(data.addresses, data.default.id, data.previousDefault), {
        revalidate: false,
      });
    } catch {
      if (before) void addresses.mutate(before, { revalidate: false });
    }
  };

  let body: React.ReactNode;
  if (addresses.status === 'loading' && !addresses.data) {
    body = <Spinner label="Loading your addresses" />;
  } else if (addresses.error && !addresses.data) {
    body = <ErrorState message={addresses.error.message} onRetry={() => void addresses.mutate()} />;
  } else {
    const cards = (
      <ul className="address-book__list">
        {list.map((address) => (
          <li key={address.id} className={`address-card${address.default ? ' address-card--default' : ''}`}>
            {selection ? (
              <label className="address-card__choice">
                <input
                  type="radio"
                  name={radioName}
                  value={address.id}
                  checked={selection.selectedId === address.id}
                  onChange={() => selection.onSelect(address)}
                />
                <AddressLines address={address} />
              </label>
            ) : (
              <AddressLines address={address} />
            )}
            {address.default ? <span className="badge">Default</span> : null}
            <div className="address-card__actions">
              <button
                type="button"
                className="link-button"
                onClick={() => setEditing(editing === address.id ? null : address.id)}
                aria-expanded={editing === address.id}
                aria-label={`Edit ${address.address}`}
                disabled={busy}
              >
                Edit
              </button>
              {address.default ? null : (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => void onMakeDefault(address.id)}
                  aria-label={`Make default ${address.address}`}
                  disabled={busy}
                >
                  Make default
                </button>
              )}
              <button
                type="button"
                className="link-button"
                onClick={() => setConfirming(address.id)}
                aria-label={`Delete ${address.address}`}
                disabled={busy}
              >
                Delete
              </button>
            </div>
            {confirming === address.id ? (
              <fieldset className="address-card__confirm">
                <legend>Delete {address.address}?</legend>
                <button type="button" className="button" onClick={() => void onDelete(address.id)}>
                  Yes, delete
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setConfirming(null)}
                >
                  Keep it
                </button>
              </fieldset>
            ) : null}
            {editing === address.id ? (
              <div className="address-card__edit">
                <h3>Edit address</h3>
                <AddressEditor
                  id={address.id}
                  onGone={() => {
                    setEditing(null);
                    void addresses.mutate();
                  }}
                  onSubmit={(values) => onUpdate(address.id, values)}
                  submitLabel="Save changes"
                />
                <button type="button" className="link-button" onClick={() => setEditing(null)}>
                  Cancel editing
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    );
    body = (
      <>
        {list.length === 0 ? (
          <p className="address-book__empty">You have no saved addresses yet. Add one to deliver to.</p>
        ) : selection ? (
          <fieldset className="address-book__choices">
            <legend>Deliver to</legend>
            {cards}
          </fieldset>
        ) : (
          cards
        )}
        {editing === 'new' || list.length === 0 ? (
          <div className="address-book__new">
            <h3>New address</h3>
            <AddressForm onSubmit={onAdd} submitLabel="Add address" />
            {list.length > 0 ? (
              <button type="button" className="link-button" onClick={() => setEditing(null)}>
                Cancel
              </button>
            ) : null}
          </div>
        ) : (
          <button type="button" className="button button--secondary" onClick={() => setEditing('new')}>
            Add a new address
          </button>
        )}
      </>
    );
  }

  return (
    <section className="address-book" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {body}
    </section>
  );
}
