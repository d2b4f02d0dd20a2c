// Shipping addresses: the customer's own (add, list, get, update, make default, delete), the views of the
// dispatcher, admin, merchant and partner, and where a merchant ships from.
import {
  addCustomerAddress,
  deleteCustomerAddress,
  getAdminCustomerAddress,
  getCart,
  getCustomerAddress,
  getCustomerAddresses,
  getCustomerDeliveryAddress,
  getDispatcherCustomerAddress,
  getMerchantCustomerAddress,
  getMerchantShippingAddress,
  makeDefaultAddress,
  updateCustomerAddress,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { sandboxFixture } from '../../support/sandboxTest';
import { as, refusal, seeded } from './support';

const ctx = sandboxFixture();
const login = as(ctx);
const data = seeded(ctx);

const form = {
  fullName: 'Chiamaka Okafor',
  phoneNumber: '+2348129876543',
  emailAddress: 'customer@demo.test',
  stateOrRegion: 'Rivers',
  address: '6 Aba Road, Port Harcourt',
  default: false,
};

/** An address the demo merchant delivered an order to, and its customer. */
function merchantOrderAddress() {
  const merchantId = data.demoMerchantId();
  const order = data
    .db()
    .table('orders')
    .where(
      (o) =>
        o.merchantId === merchantId &&
        !!o.deliveryAddress?.id &&
        !!data.db().table('addresses').get(o.deliveryAddress.id),
    )
    .sort((a, b) => a.id - b.id)[0];
  if (!order?.deliveryAddress) throw new Error('no seeded order of the demo merchant with a saved address');
  return { order, addressId: order.deliveryAddress.id, customerId: order.customerId };
}

describe("the customer's own addresses", () => {
  it('lists the seeded two, with the Lagos one the default', async () => {
    const { data: list } = await getCustomerAddresses(await login.customer());
    expect(list).toHaveLength(2);
    expect(list.filter((a) => a.default).map((a) => a.stateOrRegion)).toEqual(['Lagos']);
  });

  it('adds an address that the list then shows, not default unless asked', async () => {
    const customer = await login.customer();
    const { data: added, status } = await addCustomerAddress(customer, { body: form });
    expect([status, added.default, added.stateOrRegion]).toEqual([201, false, 'Rivers']);
    const { data: list } = await getCustomerAddresses(customer);
    expect(list.map((a) => a.id)).toContain(added.id);
    expect(list.filter((a) => a.default)).toHaveLength(1);
  });

  it('makes a new address asked to be default the only default', async () => {
    const customer = await login.customer();
    const { data: added } = await addCustomerAddress(customer, { body: { ...form, default: true } });
    const { data: list } = await getCustomerAddresses(customer);
    expect(list.filter((a) => a.default).map((a) => a.id)).toEqual([added.id]);
  });

  it("makes a customer's first address the default", async () => {
    const other = await login.otherCustomer();
    for (const address of (await getCustomerAddresses(other)).data)
      await deleteCustomerAddress(other, { path: { id: address.id } });
    const { data: added } = await addCustomerAddress(other, { body: { ...form, fullName: 'Tunde Bakare' } });
    expect(added.default).toBe(true);
  });

  it('gets one address, and answers 404 for an unknown id or another customer’s', async () => {
    const customer = await login.customer();
    const [first] = (await getCustomerAddresses(customer)).data;
    if (!first) throw new Error('no address');
    expect((await getCustomerAddress(customer, { path: { id: first.id } })).data.address).toBe(first.address);
    expect(await refusal(getCustomerAddress(customer, { path: { id: 99_999 } }))).toEqual([
      404,
      'Address not found',
    ]);
    const theirs = data
      .db()
      .table('addresses')
      .find((a) => a.customerId !== data.user('customer@demo.test').id);
    if (!theirs) throw new Error('no other address');
    expect(await refusal(getCustomerAddress(customer, { path: { id: theirs.id } }))).toEqual([
      404,
      'Address not found',
    ]);
    expect(await refusal(updateCustomerAddress(customer, { path: { id: theirs.id }, body: form }))).toEqual([
      404,
      'Address not found',
    ]);
  });

  it('updates an address with the whole form; a following get shows the change', async () => {
    const customer = await login.customer();
    const abuja = (await getCustomerAddresses(customer)).data.find((a) => !a.default);
    if (!abuja) throw new Error('no second address');
    const { data: updated } = await updateCustomerAddress(customer, {
      path: { id: abuja.id },
      body: { ...form, address: '12 Aminu Kano Crescent, Wuse 2', stateOrRegion: 'FCT Abuja' },
    });
    expect(updated.address).toBe('12 Aminu Kano Crescent, Wuse 2');
    expect((await getCustomerAddress(customer, { path: { id: abuja.id } })).data.address).toBe(
      '12 Aminu Kano Crescent, Wuse 2',
    );
    expect(updated.updatedAt).toBe(new Date('2026-11-01T09:00:00.000Z').toISOString());
  });

  it('keeps the default when an update sends default false for it (a customer always has one)', async () => {
    const customer = await login.customer();
    const lagos = (await getCustomerAddresses(customer)).data.find((a) => a.default);
    if (!lagos) throw new Error('no default');
    const { data: updated } = await updateCustomerAddress(customer, {
      path: { id: lagos.id },
      body: { ...form, stateOrRegion: 'Lagos', address: '16 Allen Avenue, Ikeja', default: false },
    });
    expect(updated.default).toBe(true);
  });

  it('makes another address the default, answering the new default, the previous one and the list', async () => {
    const customer = await login.customer();
    const before = (await getCustomerAddresses(customer)).data;
    const previous = before.find((a) => a.default);
    const next = before.find((a) => !a.default);
    if (!previous || !next) throw new Error('seed has no two addresses');
    const { data: change, message } = await makeDefaultAddress(customer, { path: { id: next.id } });
    expect(message).toBeTruthy();
    expect(change.default.id).toBe(next.id);
    expect(change.default.default).toBe(true);
    expect(change.previousDefault).toMatchObject({ id: previous.id, default: false });
    expect(change.addresses.filter((a) => a.default).map((a) => a.id)).toEqual([next.id]);
    // The cart's selected address follows the default.
    expect((await getCart(customer)).data.selectedShippingAddress?.id).toBe(next.id);
    // Making the default the default again has no previous default.
    const again = await makeDefaultAddress(customer, { path: { id: next.id } });
    expect(again.data.previousDefault).toBeNull();
  });

  it('deletes an address (then 404), and deleting the default promotes another', async () => {
    const customer = await login.customer();
    const [lagos, abuja] = (await getCustomerAddresses(customer)).data;
    if (!lagos?.default || !abuja) throw new Error('unexpected seed');
    const { data: deleted } = await deleteCustomerAddress(customer, { path: { id: lagos.id } });
    expect(deleted.id).toBe(lagos.id);
    expect(await refusal(getCustomerAddress(customer, { path: { id: lagos.id } }))).toEqual([
      404,
      'Address not found',
    ]);
    const left = (await getCustomerAddresses(customer)).data;
    expect(left.map((a) => [a.id, a.default])).toEqual([[abuja.id, true]]);
    expect(await refusal(deleteCustomerAddress(customer, { path: { id: lagos.id } }))).toEqual([
      404,
      'Address not found',
    ]);
  });

  it('refuses a form without a full name with 422', async () => {
    const error = await refusal(
      addCustomerAddress(await login.customer(), { body: { ...form, fullName: '' } }),
    );
    expect(error[0]).toBe(422);
  });
});

describe("other roles' views of a customer's address", () => {
  it('lets an admin read any address, and a dispatcher not through the admin view', async () => {
    const address = data.db().table('addresses').all()[0];
    if (!address) throw new Error('no address');
    const { data: read } = await getAdminCustomerAddress(await login.admin(), { path: { id: address.id } });
    expect(read.address).toBe(address.address);
    expect(
      (await refusal(getAdminCustomerAddress(await login.dispatcher(), { path: { id: address.id } })))[0],
    ).toBe(403);
    expect(await refusal(getAdminCustomerAddress(await login.admin(), { path: { id: 99_999 } }))).toEqual([
      404,
      'Address not found',
    ]);
  });

  it('lets a dispatcher read only the addresses of orders assigned to them', async () => {
    const dispatcher = data.user('dispatcher@demo.test');
    const assigned = data
      .db()
      .table('orders')
      .find(
        (o) =>
          o.dispatcherId === dispatcher.id &&
          !!o.deliveryAddress?.id &&
          !!data.db().table('addresses').get(o.deliveryAddress.id),
      );
    const client = await login.dispatcher();
    if (!assigned?.deliveryAddress) throw new Error('no order assigned to the demo dispatcher');
    const { data: read } = await getDispatcherCustomerAddress(client, {
      path: { id: assigned.deliveryAddress.id },
    });
    expect(read.id).toBe(assigned.deliveryAddress.id);
    const unrelated = data
      .db()
      .table('addresses')
      .find(
        (a) =>
          !data
            .db()
            .table('orders')
            .find((o) => o.dispatcherId === dispatcher.id && o.deliveryAddress?.id === a.id),
      );
    if (!unrelated) throw new Error('no unrelated address');
    expect(await refusal(getDispatcherCustomerAddress(client, { path: { id: unrelated.id } }))).toEqual([
      403,
      'You can only view the addresses of orders assigned to you',
    ]);
    // Admins may use the dispatcher view too.
    expect(
      (await getDispatcherCustomerAddress(await login.admin(), { path: { id: unrelated.id } })).data.id,
    ).toBe(unrelated.id);
  });

  it("lets a merchant read the addresses of its own orders, not other merchants'", async () => {
    const { addressId } = merchantOrderAddress();
    const { data: read } = await getMerchantCustomerAddress(await login.merchant(), {
      path: { id: addressId },
    });
    expect(read.id).toBe(addressId);
    const other = await login.otherMerchant();
    const otherId = data
      .db()
      .table('stores')
      .find((s) => s.storeName === 'Naija Gadgets Hub')?.merchantId;
    const sharedWithOther = data
      .db()
      .table('orders')
      .find((o) => o.merchantId === otherId && o.deliveryAddress?.id === addressId);
    if (!sharedWithOther) {
      expect(await refusal(getMerchantCustomerAddress(other, { path: { id: addressId } }))).toEqual([
        403,
        'You can only view the addresses of your own orders',
      ]);
    }
  });

  it("looks up an order's delivery address by customer and address id", async () => {
    const { addressId, customerId } = merchantOrderAddress();
    const merchant = await login.merchant();
    const { data: read } = await getCustomerDeliveryAddress(merchant, {
      query: { customerId, deliveryAddressId: addressId },
    });
    expect(read.customerId).toBe(customerId);
    const admin = await login.admin();
    expect(
      (await getCustomerDeliveryAddress(admin, { query: { customerId, deliveryAddressId: addressId } })).data
        .id,
    ).toBe(addressId);
    // The address must be that customer's.
    expect(
      await refusal(
        getCustomerDeliveryAddress(admin, {
          query: { customerId: customerId + 1, deliveryAddressId: addressId },
        }),
      ),
    ).toEqual([404, 'Address not found']);
  });

  it('lets a shipping partner read only addresses of orders assigned to it', async () => {
    const partner = data.user('partner@demo.test');
    const client = await login.partner();
    const theirs = data
      .db()
      .table('orders')
      .find(
        (o) =>
          o.partnerProfile?.id === partner.id &&
          !!o.deliveryAddress?.id &&
          !!data.db().table('addresses').get(o.deliveryAddress.id),
      );
    if (!theirs?.deliveryAddress) throw new Error('no order assigned to the demo partner');
    const query = { customerId: theirs.customerId, deliveryAddressId: theirs.deliveryAddress.id };
    expect((await getCustomerDeliveryAddress(client, { query })).data.id).toBe(theirs.deliveryAddress.id);
    const demo = data.user('customer@demo.test');
    const unrelated = data
      .db()
      .table('addresses')
      .find(
        (a) =>
          a.customerId === demo.id &&
          !data
            .db()
            .table('orders')
            .find((o) => o.partnerProfile?.id === partner.id && o.deliveryAddress?.id === a.id),
      );
    if (!unrelated) throw new Error('no unrelated address');
    const error = await refusal(
      getCustomerDeliveryAddress(client, { query: { customerId: demo.id, deliveryAddressId: unrelated.id } }),
    );
    expect(error[0]).toBe(403);
  });
});

describe('where a merchant ships from', () => {
  it("answers the store's name, phone and location for any role, 404 for an unknown merchant", async () => {
    const merchantId = data.demoMerchantId();
    const { data: details } = await getMerchantShippingAddress(await login.customer(), {
      path: { id: merchantId },
    });
    expect(details).toMatchObject({
      merchantId,
      storeName: 'Adaeze Styles',
      shippingLocation: { state: 'Lagos' },
    });
    expect(
      (await getMerchantShippingAddress(await login.partner(), { path: { id: merchantId } })).data.storeName,
    ).toBe('Adaeze Styles');
    expect(await refusal(getMerchantShippingAddress(await login.admin(), { path: { id: 99_999 } }))).toEqual([
      404,
      'Merchant not found',
    ]);
  });

  it('gives the phone number of the hub the store belongs to', async () => {
    const store = data
      .db()
      .table('stores')
      .find((s) => !!s.hubId && !!s.shippingLocation);
    if (!store?.hubId) return;
    const hub = data.db().table('hubs').get(store.hubId);
    const { data: details } = await getMerchantShippingAddress(await login.merchant(), {
      path: { id: store.merchantId },
    });
    expect(details.hubPhoneNumber).toBe(hub?.phoneNumber);
  });
});
