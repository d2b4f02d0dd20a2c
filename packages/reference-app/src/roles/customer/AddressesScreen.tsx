import { useGetCustomerAddresses } from '@marketplace/react-hooks';
import { AddressBook } from './AddressBook';
import { CustomerPage } from './CustomerPage';

function Addresses() {
  const addresses = useGetCustomerAddresses();
  return <AddressBook addresses={addresses} title="Saved addresses" />;
}

/**
 * The customer's addresses (`/customer/addresses`): add, edit, delete and choose the default.
 *
 * @example
 * { path: 'customer/addresses', lazy: screen(customer, 'AddressesScreen') }
 */
export function AddressesScreen() {
  return (
    <CustomerPage
      title="Addresses"
      intro="Where we deliver your orders. The default address is chosen first at checkout."
    >
      <Addresses />
    </CustomerPage>
  );
}
