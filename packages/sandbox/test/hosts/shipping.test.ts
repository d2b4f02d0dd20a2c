import {
  type CallInit,
  createShippingDiscount,
  createShippingZone,
  getShippingDiscounts,
  getShippingLocations,
  getShippingPricing,
  getShippingZones,
  getVehicle,
  getVehicles,
  updateShippingDiscount,
  updateShippingPricing,
  updateVehicle,
} from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { shippingQuote } from '../../src/hosts/shipping/shippingHandlers';
import { account, guest, refusal } from '../domains/reports/support';
import { sandboxFixture, TEST_NOW } from '../support/sandboxTest';

const ctx = sandboxFixture();

type DiscountBody = CallInit<'createShippingDiscount'>['body'];

/**
 * A new discount without `isActive`: the SDK types it as required because the contract gives it a default
 * (true), which the server applies when it is left out.
 */
const discount = (body: Omit<DiscountBody, 'isActive'> & { isActive?: boolean }) => body as DiscountBody;

describe('shipping vehicles', () => {
  it('lists the seeded vehicle classes and gets one', async () => {
    const { client } = account(ctx, 'admin');
    const { data } = await getVehicles(client);
    expect(data.map((v) => v.type)).toEqual(['bike', 'car', 'van', 'truck', 'truck']);
    const bike = await getVehicle(client, { path: { id: 1 } });
    expect(bike.data).toMatchObject({ id: 1, name: 'Dispatch motorbike', maxWeight: 20, isActive: true });
  });

  it('updates only the fields sent, and a following get shows them', async () => {
    const { client } = account(ctx, 'admin');
    const { data } = await updateVehicle(client, {
      path: { id: 1 },
      body: { basePrice: 1800, pricePerKm: 120 },
    });
    expect(data).toMatchObject({
      basePrice: 1800,
      pricePerKm: 120,
      maxWeight: 20,
      updatedAt: TEST_NOW.toISOString(),
    });
    expect((await getVehicle(client, { path: { id: 1 } })).data).toMatchObject({
      basePrice: 1800,
      name: 'Dispatch motorbike',
    });
  });

  it('answers 404 for an unknown vehicle, 422 for a capacity below its pricing bands or an empty change', async () => {
    const { client } = account(ctx, 'admin');
    expect((await refusal(getVehicle(client, { path: { id: 99 } })))[0]).toBe(404);
    expect(await refusal(updateVehicle(client, { path: { id: 1 }, body: { maxWeight: 10 } }))).toEqual([
      422,
      'Validation failed',
    ]);
    expect((await refusal(updateVehicle(client, { path: { id: 1 }, body: {} })))[0]).toBe(422);
  });

  it('lets a dispatcher read but not change vehicles (403)', async () => {
    const { client } = account(ctx, 'dispatcher');
    expect((await getVehicles(client)).data.length).toBe(5);
    expect((await refusal(updateVehicle(client, { path: { id: 1 }, body: { isActive: false } })))[0]).toBe(
      403,
    );
  });
});

describe('shipping zones and locations', () => {
  it('creates a zone whose states become shipping locations', async () => {
    const { client } = account(ctx, 'admin');
    const created = await createShippingZone(client, {
      body: {
        name: 'North-Central',
        description: 'The North-Central states',
        states: ['niger', 'Kwara', 'Nasarawa'],
        withinLagos: false,
      },
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      name: 'North-Central',
      states: ['Niger', 'Kwara', 'Nasarawa'],
      withinLagos: false,
    });
    const zones = await getShippingZones(client);
    expect(zones.data.map((z) => z.name)).toContain('North-Central');
    const places = await getShippingLocations(guest(), { query: { state: 'Kwara' } });
    expect(places.data).toEqual([
      expect.objectContaining({
        country: 'Nigeria',
        state: 'Kwara',
        city: 'Ilorin',
        zoneId: created.data.id,
        zoneName: 'North-Central',
      }),
    ]);
  });

  it('refuses a taken name or a state of another zone (400), and unknown or repeated states (422)', async () => {
    const { client } = account(ctx, 'admin');
    expect(
      await refusal(createShippingZone(client, { body: { name: 'within lagos', states: ['Kano'] } })),
    ).toEqual([400, 'A shipping zone with this name already exists']);
    expect(
      await refusal(createShippingZone(client, { body: { name: 'Oyo only', states: ['Oyo'] } })),
    ).toEqual([400, 'Oyo is already in the shipping zone South-West']);
    expect(
      (await refusal(createShippingZone(client, { body: { name: 'Atlantis', states: ['Atlantis'] } })))[0],
    ).toBe(422);
    expect(
      (await refusal(createShippingZone(client, { body: { name: 'Twice', states: ['Kano', 'kano'] } })))[0],
    ).toBe(422);
    expect((await refusal(createShippingZone(client, { body: { name: 'Empty', states: [] } })))[0]).toBe(422);
  });

  it('lists the places served without a token, narrowed by state', async () => {
    const all = await getShippingLocations(guest());
    expect(new Set(all.data.map((l) => l.state))).toContain('FCT');
    const lagos = await getShippingLocations(guest(), { query: { state: 'lagos' } });
    expect(lagos.data.map((l) => l.city)).toContain('Ikeja');
    expect(lagos.data.every((l) => l.zoneName === 'Within Lagos')).toBe(true);
    expect((await getShippingLocations(guest(), { query: { state: 'Kano' } })).data).toEqual([]);
  });
});

describe('shipping pricing', () => {
  it('replaces the whole list: listed entries change, new ones are added, missing ones removed', async () => {
    const { client } = account(ctx, 'admin');
    const before = await getShippingPricing(client);
    expect(before.data[0]).toEqual({
      id: 1,
      zoneId: 1,
      zoneName: 'Within Lagos',
      vehicleId: 1,
      vehicleName: 'Dispatch motorbike',
      minWeight: 0,
      maxWeight: 5,
      price: 2500,
    });
    const saved = await updateShippingPricing(client, {
      body: {
        pricing: [
          { id: 1, zoneId: 1, vehicleId: 1, minWeight: 0, maxWeight: 5, price: 2700 },
          { id: 2, zoneId: 1, vehicleId: 1, minWeight: 5, maxWeight: 20, price: 4200 },
          { zoneId: 2, vehicleId: 3, minWeight: 0, maxWeight: 300, price: 17000 },
        ],
      },
    });
    expect(saved.data.map((p) => [p.zoneId, p.vehicleId, p.price])).toEqual([
      [1, 1, 2700],
      [1, 1, 4200],
      [2, 3, 17000],
    ]);
    const after = await getShippingPricing(client);
    expect(after.data).toEqual(saved.data);
  });

  it('refuses overlapping bands, a band heavier than the vehicle takes, and unknown entries (400)', async () => {
    const { client } = account(ctx, 'admin');
    const [status, message] = await refusal(
      updateShippingPricing(client, {
        body: {
          pricing: [
            { zoneId: 1, vehicleId: 1, minWeight: 0, maxWeight: 5, price: 2500 },
            { zoneId: 1, vehicleId: 1, minWeight: 3, maxWeight: 10, price: 3000 },
          ],
        },
      }),
    );
    expect(status).toBe(400);
    expect(message).toBe('Pricing bands overlap for Within Lagos by Dispatch motorbike: 0-5 kg and 3-10 kg');
    expect(
      await refusal(
        updateShippingPricing(client, {
          body: { pricing: [{ zoneId: 1, vehicleId: 1, minWeight: 0, maxWeight: 50, price: 1 }] },
        }),
      ),
    ).toEqual([400, 'A Dispatch motorbike carries at most 20 kg']);
    expect(
      (
        await refusal(
          updateShippingPricing(client, {
            body: { pricing: [{ id: 999, zoneId: 1, vehicleId: 1, minWeight: 0, maxWeight: 5, price: 1 }] },
          }),
        )
      )[0],
    ).toBe(400);
    expect((await getShippingPricing(client)).data.length).toBe(17);
  });
});

describe('shipping discounts', () => {
  it('creates a discount, then changes only the fields sent', async () => {
    const { client } = account(ctx, 'admin');
    const created = await createShippingDiscount(client, {
      body: discount({
        name: 'Easter free-ish delivery',
        description: '50% off shipping within Lagos on carts of 20,000 naira or more',
        discountType: 'Percent',
        discountValue: 50,
        minOrderAmount: 20000,
        zoneId: 1,
        startDate: '2026-11-01',
        endDate: '2026-11-07',
      }),
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ name: 'Easter free-ish delivery', isActive: true, zoneId: 1 });
    const updated = await updateShippingDiscount(client, {
      body: { id: created.data.id, endDate: '2026-11-14' },
    });
    expect(updated.data).toMatchObject({ discountValue: 50, startDate: '2026-11-01', endDate: '2026-11-14' });
    const again = await updateShippingDiscount(client, { body: { id: created.data.id, isActive: false } });
    expect(again.data).toMatchObject({ endDate: '2026-11-14', isActive: false });
    // The list (inferred) shows each discount as it stands now, newest first, the seeded two after it.
    const { data: listed } = await getShippingDiscounts(account(ctx, 'dispatcher').client);
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatchObject({
      id: created.data.id,
      discountValue: 50,
      endDate: '2026-11-14',
      isActive: false,
    });
  });

  it('applies the best running discount to the pricing of the zone (the quote the checkout can use)', async () => {
    const { client } = account(ctx, 'admin');
    const db = ctx.sandbox.db;
    expect(shippingQuote(db, 'Lagos', 3, 20000, '2026-11-01')).toEqual({
      zoneId: 1,
      price: 2500,
      discount: 500,
      fee: 2000,
    });
    await createShippingDiscount(client, {
      body: discount({
        name: 'Half off',
        discountType: 'Percent',
        discountValue: 50,
        zoneId: 1,
        startDate: '2026-11-01',
        endDate: '2026-11-07',
      }),
    });
    expect(shippingQuote(db, 'lagos', 3, 1000, '2026-11-01')).toMatchObject({ discount: 1250, fee: 1250 });
    expect(shippingQuote(db, 'Kano', 3, 1000, '2026-11-01')).toBeUndefined();
  });

  it('answers 404 for an unknown discount and 422 for a percent over 100, a bad zone or dates', async () => {
    const { client } = account(ctx, 'admin');
    expect((await refusal(updateShippingDiscount(client, { body: { id: 999, isActive: false } })))[0]).toBe(
      404,
    );
    expect(
      (
        await refusal(
          createShippingDiscount(client, {
            body: discount({ name: 'Too much', discountType: 'Percent', discountValue: 150 }),
          }),
        )
      )[0],
    ).toBe(422);
    expect(
      (
        await refusal(
          createShippingDiscount(client, {
            body: discount({ name: 'Nowhere', discountType: 'Fixed', discountValue: 500, zoneId: 99 }),
          }),
        )
      )[0],
    ).toBe(422);
    expect(
      (
        await refusal(
          createShippingDiscount(client, {
            body: discount({
              name: 'Backwards',
              discountType: 'Fixed',
              discountValue: 500,
              startDate: '2026-11-10',
              endDate: '2026-11-01',
            }),
          }),
        )
      )[0],
    ).toBe(422);
    expect((await refusal(updateShippingDiscount(client, { body: { id: 1 } })))[0]).toBe(422);
  });

  it('is refused to a dispatcher (403)', async () => {
    const { client } = account(ctx, 'dispatcher');
    expect(
      (
        await refusal(
          createShippingDiscount(client, {
            body: discount({ name: 'Nope', discountType: 'Fixed', discountValue: 100 }),
          }),
        )
      )[0],
    ).toBe(403);
  });
});
