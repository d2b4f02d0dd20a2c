// Shipping addresses: the customer's own (CRUD, default), the views of other roles, and where a
// merchant ships from.
import { setDefaultAddress } from '@marketplace/sdk';
import type { AddressRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import { defineHandlers } from '../../http/HandlerContext';
import { forbidden, notFound, ok, type Reply } from '../../http/replies';
import { merchantIdOf, storeOf } from '../../shared/merchantIdOf';
import { addressesOf, addressView } from './addressesOf';
import { merchantShippingView } from './cartView';

const NOT_FOUND = 'Address not found';

/** One of the customer's own addresses (404 for another customer's: their ids are not revealed). */
function ownAddress(db: Database, user: UserRow | undefined, id: number): AddressRow | undefined {
  const address = db.table('addresses').get(id);
  return address && user && address.customerId === user.id ? address : undefined;
}

/** Leaves `id` the only default among the customer's addresses (the SDK's setDefaultAddress rule). */
function makeDefault(db: Database, customerId: number, id: number, now: string): void {
  const list = addressesOf(db, customerId);
  for (const next of setDefaultAddress(list, id)) {
    const before = list.find((a) => a.id === next.id);
    if (before && before.default !== next.default)
      db.table('addresses').update(next.id, { default: next.default, updatedAt: now });
  }
}

/** Orders that delivered (or will deliver) to this address. */
function ordersTo(db: Database, address: AddressRow) {
  return db
    .table('orders')
    .where((o) => o.customerId === address.customerId && o.deliveryAddress?.id === address.id);
}

/**
 * Whether an admin-session account, merchant or shipping partner may read a customer's address: admins,
 * super admins and schedulers any; a dispatcher the addresses of orders assigned to them; a merchant those
 * of its own orders; a shipping partner those of orders assigned to it.
 */
function mayRead(db: Database, user: UserRow, address: AddressRow): boolean {
  if (user.role === 'admin') {
    if (user.accountType !== 'dispatcher') return true;
    return ordersTo(db, address).some((o) => o.dispatcherId === user.id);
  }
  if (user.role === 'merchant') {
    const merchantId = merchantIdOf(db, user);
    return ordersTo(db, address).some((o) => o.merchantId === merchantId);
  }
  if (user.role === 'shipping-partner') {
    return ordersTo(db, address).some((o) => o.partnerProfile?.id === user.id);
  }
  return false;
}

function readAs(
  db: Database,
  user: UserRow | undefined,
  id: number,
  message: string,
): Reply<ReturnType<typeof addressView>> {
  const address = db.table('addresses').get(id);
  if (!address || !user) return notFound(NOT_FOUND);
  if (!mayRead(db, user, address)) return forbidden(message);
  return ok(addressView(address), 'Address fetched successfully');
}

export const addressHandlers = defineHandlers({
  addCustomerAddress: ({ db, env, body, user }) => {
    if (!user) return notFound(NOT_FOUND);
    const now = env.now().toISOString();
    const first = addressesOf(db, user.id).length === 0;
    const row = db.table('addresses').insert({
      customerId: user.id,
      fullName: body.fullName.trim(),
      phoneNumber: body.phoneNumber.trim(),
      ...(body.emailAddress ? { emailAddress: body.emailAddress } : {}),
      stateOrRegion: body.stateOrRegion.trim(),
      address: body.address.trim(),
      default: first,
      createdAt: now,
      updatedAt: now,
    });
    if (body.default && !first) makeDefault(db, user.id, row.id, now);
    return ok(addressView(db.table('addresses').get(row.id) ?? row), 'Address added successfully', 201);
  },

  getCustomerAddresses: ({ db, user }) =>
    ok(user ? addressesOf(db, user.id).map(addressView) : [], 'Addresses fetched successfully'),

  getCustomerAddress: ({ db, path, user }) => {
    const address = ownAddress(db, user, path.id);
    return address ? ok(addressView(address), 'Address fetched successfully') : notFound(NOT_FOUND);
  },

  updateCustomerAddress: ({ db, env, path, body, user }) => {
    const address = ownAddress(db, user, path.id);
    if (!address || !user) return notFound(NOT_FOUND);
    const now = env.now().toISOString();
    // The whole form is sent; `default: false` on the default address leaves it the default (a customer
    // with addresses always has one), make another the default instead.
    const patch: Partial<AddressRow> = {
      fullName: body.fullName.trim(),
      phoneNumber: body.phoneNumber.trim(),
      emailAddress: body.emailAddress,
      stateOrRegion: body.stateOrRegion.trim(),
      address: body.address.trim(),
      updatedAt: now,
    };
    db.table('addresses').update(address.id, patch);
    if (body.default && !address.default) makeDefault(db, user.id, address.id, now);
    const row = db.table('addresses').get(address.id);
    return row ? ok(addressView(row), 'Address updated successfully') : notFound(NOT_FOUND);
  },

  makeDefaultAddress: ({ db, env, path, user }) => {
    const address = ownAddress(db, user, path.id);
    if (!address || !user) return notFound(NOT_FOUND);
    const previous = addressesOf(db, user.id).find((a) => a.default && a.id !== address.id);
    makeDefault(db, user.id, address.id, env.now().toISOString());
    const list = addressesOf(db, user.id);
    const current = list.find((a) => a.id === address.id) ?? address;
    const previousNow = previous ? list.find((a) => a.id === previous.id) : undefined;
    return ok(
      {
        default: addressView(current),
        previousDefault: previousNow ? addressView(previousNow) : null,
        addresses: list.map(addressView),
      },
      'Default address updated',
    );
  },

  deleteCustomerAddress: ({ db, env, path, user }) => {
    const address = ownAddress(db, user, path.id);
    if (!address || !user) return notFound(NOT_FOUND);
    db.table('addresses').delete(address.id);
    const now = env.now().toISOString();
    // Deleting the default promotes the oldest address left.
    const left = addressesOf(db, user.id);
    const next = left[0];
    if (address.default && next) db.table('addresses').update(next.id, { default: true, updatedAt: now });
    const cart = db
      .table('carts')
      .find((c) => c.customerId === user.id && c.selectedAddressId === address.id);
    if (cart) db.table('carts').update(cart.id, { selectedAddressId: null, updatedAt: now });
    return ok({ id: address.id }, 'Address deleted successfully');
  },

  getDispatcherCustomerAddress: ({ db, path, user }) =>
    readAs(db, user, path.id, 'You can only view the addresses of orders assigned to you'),

  getAdminCustomerAddress: ({ db, path, user }) => {
    if (user?.accountType === 'dispatcher') return forbidden('Dispatchers use the dispatcher address view');
    return readAs(db, user, path.id, 'You are not allowed to view this address');
  },

  getMerchantCustomerAddress: ({ db, path, user }) =>
    readAs(db, user, path.id, 'You can only view the addresses of your own orders'),

  getCustomerDeliveryAddress: ({ db, query, user }) => {
    const address =
      query.deliveryAddressId !== undefined ? db.table('addresses').get(query.deliveryAddressId) : undefined;
    if (!address || address.customerId !== query.customerId) return notFound(NOT_FOUND);
    return readAs(db, user, address.id, 'You are not allowed to view this address');
  },

  getMerchantShippingAddress: ({ db, path }) => {
    const store = storeOf(db, path.id);
    if (!store) return notFound('Merchant not found');
    const view = merchantShippingView(db, store);
    return view
      ? ok(view, 'Merchant shipping address fetched successfully')
      : notFound('The merchant has not set a shipping address');
  },
});
