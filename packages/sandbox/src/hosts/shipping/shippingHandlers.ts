// The shipping API: vehicles, shipping zones and the places they cover, the pricing list, and shipping
// discounts. Admin token (the pipeline answers 401/403); changes are for admins and super admins.
import { fromKobo, toKobo } from '@marketplace/sdk';
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import { defineHandlers } from '../../http/HandlerContext';
import { forbidden, invalid, notFound, ok, type Reply, refuse } from '../../http/replies';
import { canonicalState, STATE_CITIES } from '../../shared/canonicalState';
import type { ShippingDiscountRow, ShippingPriceRow, ShippingZoneRow, VehicleRow } from './tables';
import type { ShippingDiscount, ShippingPrice, ShippingZone, Vehicle } from './types';

type FieldErrors = { field: string; message: string }[];

/** Dispatchers and schedulers read the shipping settings; admins and super admins change them. */
function requireShippingAdmin(user: UserRow | undefined): Reply<never> | undefined {
  return user && (user.accountType === 'admin' || user.accountType === 'superadmin')
    ? undefined
    : forbidden('Only admins and super admins can change shipping settings');
}

const vehicleView = (v: VehicleRow): Vehicle => ({ ...v });

const zoneView = (z: ShippingZoneRow): ShippingZone => ({ ...z, states: [...z.states] });

function priceView(db: Database, p: ShippingPriceRow): ShippingPrice {
  const zone = db.table('shippingZones').get(p.zoneId);
  const vehicle = db.table('vehicles').get(p.vehicleId);
  return {
    id: p.id,
    zoneId: p.zoneId,
    ...(zone ? { zoneName: zone.name } : {}),
    vehicleId: p.vehicleId,
    ...(vehicle ? { vehicleName: vehicle.name } : {}),
    minWeight: p.minWeight,
    maxWeight: p.maxWeight,
    price: p.price,
  };
}

const pricingList = (db: Database) =>
  db
    .table('shippingPrices')
    .all()
    .sort((a, b) => a.id - b.id)
    .map((p) => priceView(db, p));

function discountView(d: ShippingDiscountRow): ShippingDiscount {
  return { ...d };
}

/** The place rows of a zone's states: each state's main cities. */
export function addZoneLocations(db: Database, zone: ShippingZoneRow): void {
  for (const state of zone.states) {
    const cities = STATE_CITIES[state] ?? [];
    if (cities.length === 0)
      db.table('shippingLocations').insert({ country: 'Nigeria', state, zoneId: zone.id });
    for (const city of cities)
      db.table('shippingLocations').insert({ country: 'Nigeria', state, city, zoneId: zone.id });
  }
}

/** Checks a discount as it would be saved (create, or an update merged into the stored one). */
function discountErrors(
  db: Database,
  d: Omit<ShippingDiscountRow, 'id' | 'createdAt' | 'updatedAt'>,
): FieldErrors {
  const errors: FieldErrors = [];
  if (!(d.discountValue > 0))
    errors.push({ field: 'discountValue', message: 'Discount value must be more than 0' });
  else if (d.discountType === 'Percent' && d.discountValue > 100) {
    errors.push({ field: 'discountValue', message: 'A percent discount cannot be more than 100' });
  }
  if (d.name.trim() === '') errors.push({ field: 'name', message: 'Name is required' });
  if (d.zoneId != null && !db.table('shippingZones').get(d.zoneId)) {
    errors.push({ field: 'zoneId', message: 'Shipping zone not found' });
  }
  if (d.startDate && d.endDate && d.startDate > d.endDate) {
    errors.push({ field: 'endDate', message: 'End date must not be before the start date' });
  }
  return errors;
}

/**
 * The shipping fee of a parcel to a state: the cheapest band of an active vehicle in the state's zone
 * that takes the weight, less the best shipping discount running on `day` for the cart total. Undefined
 * when the state is not served or no vehicle takes the weight. For the checkout's fee calculation.
 *
 * @example
 * shippingQuote(db, 'Lagos', 3, 25000, '2026-11-01'); // { zoneId: 1, price: 2500, discount: 500, fee: 2000 }
 */
export function shippingQuote(
  db: Database,
  state: string,
  weightKg: number,
  cartTotal: number,
  day: string,
): { zoneId: number; price: number; discount: number; fee: number } | undefined {
  const canonical = canonicalState(state) ?? state;
  const zone = db.table('shippingZones').find((z) => z.states.includes(canonical));
  if (!zone) return undefined;
  const bands = db
    .table('shippingPrices')
    .where(
      (p) =>
        p.zoneId === zone.id &&
        weightKg >= p.minWeight &&
        weightKg < p.maxWeight &&
        db.table('vehicles').get(p.vehicleId)?.isActive === true,
    )
    .sort((a, b) => a.price - b.price);
  const band = bands[0];
  if (!band) return undefined;
  const price = toKobo(band.price);
  const discounts = db
    .table('shippingDiscounts')
    .where(
      (d) =>
        d.isActive &&
        (d.zoneId == null || d.zoneId === zone.id) &&
        (!d.minOrderAmount || cartTotal >= d.minOrderAmount) &&
        (!d.startDate || day >= d.startDate) &&
        (!d.endDate || day <= d.endDate),
    )
    .map((d) =>
      Math.min(
        price,
        d.discountType === 'Percent' ? Math.round((price * d.discountValue) / 100) : toKobo(d.discountValue),
      ),
    );
  const discount = Math.max(0, ...discounts);
  return {
    zoneId: zone.id,
    price: fromKobo(price),
    discount: fromKobo(discount),
    fee: fromKobo(price - discount),
  };
}

/** Handlers of the shipping API. */
export const shippingHandlers = defineHandlers({
  getVehicles: ({ db }) =>
    ok(
      db
        .table('vehicles')
        .all()
        .sort((a, b) => a.id - b.id)
        .map(vehicleView),
      'Vehicles fetched successfully',
    ),

  getVehicle: ({ db, path }) => {
    const vehicle = db.table('vehicles').get(path.id);
    return vehicle ? ok(vehicleView(vehicle), 'Vehicle fetched successfully') : notFound('Vehicle not found');
  },

  updateVehicle: ({ db, env, user, path, body }) => {
    const refused = requireShippingAdmin(user);
    if (refused) return refused;
    const vehicle = db.table('vehicles').get(path.id);
    if (!vehicle) return notFound('Vehicle not found');
    const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    if (Object.keys(changes).length === 0) {
      return invalid([{ field: 'body', message: 'Send at least one field to change' }]);
    }
    if (body.maxWeight !== undefined) {
      if (!(body.maxWeight > 0))
        return invalid([{ field: 'maxWeight', message: 'Max weight must be more than 0' }]);
      const heaviest = Math.max(
        0,
        ...db
          .table('shippingPrices')
          .where((p) => p.vehicleId === vehicle.id)
          .map((p) => p.maxWeight),
      );
      if (body.maxWeight < heaviest) {
        return invalid([
          {
            field: 'maxWeight',
            message: `Max weight cannot be below the vehicle's pricing bands (up to ${heaviest} kg)`,
          },
        ]);
      }
    }
    const updated = db
      .table('vehicles')
      .update(vehicle.id, { ...changes, updatedAt: env.now().toISOString() });
    return ok(vehicleView(updated ?? vehicle), 'Vehicle updated successfully');
  },

  getShippingZones: ({ db }) =>
    ok(
      db
        .table('shippingZones')
        .all()
        .sort((a, b) => a.id - b.id)
        .map(zoneView),
      'Shipping zones fetched successfully',
    ),

  createShippingZone: ({ db, env, user, body }) => {
    const refused = requireShippingAdmin(user);
    if (refused) return refused;
    const errors: FieldErrors = [];
    if (body.states.length === 0)
      errors.push({ field: 'states', message: 'States must name at least one state' });
    const states: string[] = [];
    body.states.forEach((name, i) => {
      const state = canonicalState(name);
      if (!state) errors.push({ field: `states.${i}`, message: `${name} is not a Nigerian state` });
      else if (states.includes(state))
        errors.push({ field: `states.${i}`, message: `${state} is listed twice` });
      else states.push(state);
    });
    if (body.withinLagos && (states.length !== 1 || states[0] !== 'Lagos')) {
      errors.push({
        field: 'withinLagos',
        message: 'Only a zone of Lagos alone can be the within-Lagos zone',
      });
    }
    if (errors.length) return invalid(errors);
    const zones = db.table('shippingZones');
    const name = body.name.trim();
    if (zones.find((z) => z.name.toLowerCase() === name.toLowerCase())) {
      return refuse('A shipping zone with this name already exists');
    }
    for (const state of states) {
      const other = zones.find((z) => z.states.includes(state));
      if (other) return refuse(`${state} is already in the shipping zone ${other.name}`);
    }
    const now = env.now().toISOString();
    const zone = zones.insert({
      name,
      ...(body.description ? { description: body.description } : {}),
      states,
      withinLagos: body.withinLagos ?? false,
      createdAt: now,
      updatedAt: now,
    });
    addZoneLocations(db, zone);
    return ok(zoneView(zone), 'Shipping zone created successfully', 201);
  },

  getShippingLocations: ({ db, query }) => {
    const wanted = typeof query.state === 'string' && query.state.trim() ? query.state.trim() : undefined;
    const state = wanted ? (canonicalState(wanted) ?? wanted) : undefined;
    const rows = db
      .table('shippingLocations')
      .where((l) => !state || l.state.toLowerCase() === state.toLowerCase())
      .sort((a, b) => a.id - b.id)
      .map((l) => {
        const zone = db.table('shippingZones').get(l.zoneId);
        return { ...l, ...(zone ? { zoneName: zone.name } : {}) };
      });
    return ok(rows, 'Locations fetched successfully');
  },

  getShippingPricing: ({ db }) => ok(pricingList(db), 'Pricing fetched successfully'),

  updateShippingPricing: ({ db, user, body }) => {
    const refused = requireShippingAdmin(user);
    if (refused) return refused;
    const errors: FieldErrors = [];
    body.pricing.forEach((p, i) => {
      if (!(p.maxWeight > p.minWeight)) {
        errors.push({
          field: `pricing.${i}.maxWeight`,
          message: 'Max weight must be more than the min weight',
        });
      }
    });
    if (errors.length) return invalid(errors);
    const prices = db.table('shippingPrices');
    const seen = new Set<number>();
    for (const p of body.pricing) {
      if (p.id !== undefined) {
        if (!prices.get(p.id)) return refuse(`Pricing entry ${p.id} does not exist`);
        if (seen.has(p.id)) return refuse(`Pricing entry ${p.id} is listed twice`);
        seen.add(p.id);
      }
      const zone = db.table('shippingZones').get(p.zoneId);
      if (!zone) return refuse(`Shipping zone ${p.zoneId} does not exist`);
      const vehicle = db.table('vehicles').get(p.vehicleId);
      if (!vehicle) return refuse(`Vehicle ${p.vehicleId} does not exist`);
      if (p.maxWeight > vehicle.maxWeight) {
        return refuse(`A ${vehicle.name} carries at most ${vehicle.maxWeight} kg`);
      }
    }
    for (const [i, a] of body.pricing.entries()) {
      for (const b of body.pricing.slice(i + 1)) {
        if (
          a.zoneId === b.zoneId &&
          a.vehicleId === b.vehicleId &&
          a.minWeight < b.maxWeight &&
          b.minWeight < a.maxWeight
        ) {
          const zone = db.table('shippingZones').get(a.zoneId)?.name;
          const vehicle = db.table('vehicles').get(a.vehicleId)?.name;
          return refuse(
            `Pricing bands overlap for ${zone} by ${vehicle}: ${a.minWeight}-${a.maxWeight} kg and ${b.minWeight}-${b.maxWeight} kg`,
          );
        }
      }
    }
    for (const p of prices.all()) if (!seen.has(p.id)) prices.delete(p.id);
    for (const p of body.pricing) {
      const row = {
        zoneId: p.zoneId,
        vehicleId: p.vehicleId,
        minWeight: p.minWeight,
        maxWeight: p.maxWeight,
        price: p.price,
      };
      if (p.id !== undefined) prices.update(p.id, row);
      else prices.insert(row);
    }
    return ok(pricingList(db), 'Pricing updated successfully');
  },

  getShippingDiscounts: ({ db }) =>
    ok(
      db
        .table('shippingDiscounts')
        .all()
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
        .map(discountView),
      'Discounts fetched successfully',
    ),

  createShippingDiscount: ({ db, env, user, body }) => {
    const refused = requireShippingAdmin(user);
    if (refused) return refused;
    const draft = {
      name: body.name.trim(),
      ...(body.description !== undefined ? { description: body.description } : {}),
      discountType: body.discountType,
      discountValue: body.discountValue,
      ...(body.minOrderAmount !== undefined ? { minOrderAmount: body.minOrderAmount } : {}),
      zoneId: body.zoneId ?? null,
      ...(body.startDate ? { startDate: body.startDate } : {}),
      ...(body.endDate ? { endDate: body.endDate } : {}),
      isActive: body.isActive ?? true,
    };
    const errors = discountErrors(db, draft);
    if (errors.length) return invalid(errors);
    const now = env.now().toISOString();
    const discount = db.table('shippingDiscounts').insert({ ...draft, createdAt: now, updatedAt: now });
    return ok(discountView(discount), 'Discount created successfully', 201);
  },

  updateShippingDiscount: ({ db, env, user, body }) => {
    const refused = requireShippingAdmin(user);
    if (refused) return refused;
    const { id, ...fields } = body;
    const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<
      Omit<ShippingDiscountRow, 'id'>
    >;
    if (Object.keys(changes).length === 0) {
      return invalid([{ field: 'body', message: 'Send at least one field to change beside the id' }]);
    }
    const stored = db.table('shippingDiscounts').get(id);
    if (!stored) return notFound('Discount not found');
    if (typeof changes.name === 'string') changes.name = changes.name.trim();
    const merged = { ...stored, ...changes };
    const errors = discountErrors(db, merged);
    if (errors.length) return invalid(errors);
    const updated = db
      .table('shippingDiscounts')
      .update(id, { ...changes, updatedAt: env.now().toISOString() });
    return ok(discountView(updated ?? stored), 'Discount updated successfully');
  },
});
