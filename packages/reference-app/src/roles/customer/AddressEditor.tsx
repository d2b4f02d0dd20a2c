import { useGetCustomerAddress } from '@marketplace/react-hooks';
import { AddressForm, type AddressFormProps } from '../../components/AddressForm';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';

/** Props of {@link AddressEditor}. */
export interface AddressEditorProps extends Omit<AddressFormProps, 'defaultValues'> {
  /** The address being edited. */
  id: number;
  /** Called when the address is gone (deleted elsewhere): the book refreshes its list. */
  onGone(): void;
}

/**
 * The form that edits one saved address, filled from the address as the server has it now
 * (`useGetCustomerAddress`), not from the list loaded earlier: another device or tab may have changed it
 * since, and saving the old copy would undo that change. Loading, a removed address and a failed load are
 * each said.
 *
 * @example
 * <AddressEditor id={address.id} onSubmit={(values) => save(address.id, values)} onGone={() => list.mutate()} />
 */
export function AddressEditor({ id, onGone, ...form }: AddressEditorProps) {
  const { data, error, mutate } = useGetCustomerAddress({ path: { id } });
  if (!data) {
    if (error?.status === 404) {
      return (
        <div role="alert" className="address-card__gone">
          <p>This address is no longer in your address book.</p>
          <button type="button" className="button button--secondary" onClick={onGone}>
            Refresh my addresses
          </button>
        </div>
      );
    }
    if (error) return <ErrorState message={error.message} onRetry={() => void mutate()} />;
    return <Spinner label="Loading the address" />;
  }
  return (
    <AddressForm
      // A changed copy arriving later starts the form again from it.
      key={data.updatedAt ?? data.id}
      defaultValues={{
        fullName: data.fullName,
        phoneNumber: data.phoneNumber,
        emailAddress: data.emailAddress ?? '',
        stateOrRegion: data.stateOrRegion,
        address: data.address,
      }}
      {...form}
    />
  );
}
