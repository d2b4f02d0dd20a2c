import type { Database } from '../../../db/Database';
import type { SandboxEnv } from '../../../http/HandlerContext';
import { daysAgo } from '../../../seed/daysAgo';
import { addZoneLocations } from '../shippingHandlers';

/**
 * Seed data of the shipping API (after the orders): vehicles, zones with the places they cover, the
 * pricing list and shipping discounts. Dates are relative to the sandbox clock.
 */
export function seedShipping(db: Database, env: SandboxEnv): void {
  const now = env.now();
  const at = (days: number) => daysAgo(now, days);
  const vehicles = [
    {
      name: 'Dispatch motorbike',
      type: 'bike',
      maxWeight: 20,
      basePrice: 1500,
      pricePerKm: 100,
      isActive: true,
    },
    { name: 'Hatchback car', type: 'car', maxWeight: 120, basePrice: 3000, pricePerKm: 180, isActive: true },
    { name: 'Mini van', type: 'van', maxWeight: 500, basePrice: 6000, pricePerKm: 350, isActive: true },
    { name: 'Box truck', type: 'truck', maxWeight: 3000, basePrice: 15000, pricePerKm: 800, isActive: true },
    {
      name: 'Pickup truck',
      type: 'truck',
      maxWeight: 1500,
      basePrice: 12000,
      pricePerKm: 600,
      isActive: false,
    },
  ] as const;
  for (const [i, v] of vehicles.entries()) {
    db.table('vehicles').insert({ ...v, createdAt: at(300), updatedAt: at(120 - i * 10) });
  }

  const zones = [
    {
      name: 'Within Lagos',
      description: 'Pickup and delivery inside Lagos State',
      states: ['Lagos'],
      withinLagos: true,
    },
    {
      name: 'South-West',
      description: 'From Lagos to the other South-West states',
      states: ['Ogun', 'Oyo', 'Osun', 'Ondo', 'Ekiti'],
      withinLagos: false,
    },
    {
      name: 'South-South',
      description: 'The Niger Delta and the South-South states',
      states: ['Rivers', 'Delta', 'Edo', 'Akwa Ibom', 'Cross River', 'Bayelsa'],
      withinLagos: false,
    },
    {
      name: 'South-East',
      description: 'The South-East states',
      states: ['Anambra', 'Enugu', 'Imo', 'Abia', 'Ebonyi'],
      withinLagos: false,
    },
    { name: 'Abuja', description: 'The Federal Capital Territory', states: ['FCT'], withinLagos: false },
  ];
  for (const z of zones) {
    const zone = db.table('shippingZones').insert({ ...z, createdAt: at(300), updatedAt: at(300) });
    addZoneLocations(db, zone);
  }

  // [zoneId, vehicleId, minWeight, maxWeight, price]
  const bands: [number, number, number, number, number][] = [
    [1, 1, 0, 5, 2500],
    [1, 1, 5, 20, 4000],
    [1, 2, 0, 50, 6500],
    [1, 3, 0, 500, 12000],
    [1, 4, 0, 3000, 35000],
    [2, 2, 0, 50, 8500],
    [2, 3, 0, 500, 18000],
    [2, 4, 0, 3000, 60000],
    [3, 2, 0, 50, 12000],
    [3, 3, 0, 500, 24000],
    [3, 4, 0, 3000, 85000],
    [4, 2, 0, 50, 11500],
    [4, 3, 0, 500, 22000],
    [4, 4, 0, 3000, 80000],
    [5, 2, 0, 50, 10000],
    [5, 3, 0, 500, 20000],
    [5, 4, 0, 3000, 75000],
  ];
  for (const [zoneId, vehicleId, minWeight, maxWeight, price] of bands) {
    db.table('shippingPrices').insert({ zoneId, vehicleId, minWeight, maxWeight, price });
  }

  const month = now.toISOString().slice(0, 7);
  const nextMonthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 0))
    .toISOString()
    .slice(0, 10);
  db.table('shippingDiscounts').insert({
    name: 'Lagos weekend saver',
    description: '20% off delivery within Lagos on carts of 15,000 naira or more',
    discountType: 'Percent',
    discountValue: 20,
    minOrderAmount: 15000,
    zoneId: 1,
    startDate: `${month}-01`,
    endDate: nextMonthEnd,
    isActive: true,
    createdAt: at(20),
    updatedAt: at(20),
  });
  db.table('shippingDiscounts').insert({
    name: 'Abuja launch promo',
    description: '1,500 naira off every delivery to Abuja',
    discountType: 'Fixed',
    discountValue: 1500,
    zoneId: 5,
    startDate: at(90).slice(0, 10),
    endDate: at(60).slice(0, 10),
    isActive: false,
    createdAt: at(95),
    updatedAt: at(59),
  });
}
