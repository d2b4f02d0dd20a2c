import { useAllowed, useGetVehicles } from '@marketplace/react-hooks';
import { Link } from 'react-router';
import type { Column } from '../../../kit/Column';
import { Money } from '../../../kit/Money';
import { QueryTable } from '../../../kit/QueryTable';
import { VEHICLE_TYPE_NAMES, type Vehicle } from './shippingTypes';
import './shipping.css';

/**
 * The shipping service's delivery vehicles (`/admin/shipping/vehicles`, needs `create` on
 * `shipping-partners`, the right of the admins who run delivery): each vehicle's kind, capacity, prices
 * and availability, with "Edit pricing" opening the vehicle's page, where its prices and weight bands
 * change.
 *
 * @example
 * { path: 'shipping/vehicles', lazy: screen(admin, 'VehiclesScreen') }
 */
export function VehiclesScreen() {
  const vehicles = useGetVehicles();
  const canEdit = useAllowed('shipping-partners', 'create');
  const columns: Column<Vehicle>[] = [
    {
      id: 'name',
      header: 'Vehicle',
      cell: (v) => <Link to={String(v.id)}>{v.name}</Link>,
      csv: (v) => v.name,
    },
    { id: 'type', header: 'Kind', cell: (v) => VEHICLE_TYPE_NAMES[v.type] ?? v.type },
    { id: 'maxWeight', header: 'Carries up to', cell: (v) => `${v.maxWeight} kg`, align: 'end' },
    { id: 'basePrice', header: 'Base price', cell: (v) => <Money amount={v.basePrice} />, align: 'end' },
    { id: 'pricePerKm', header: 'Per km', cell: (v) => <Money amount={v.pricePerKm} />, align: 'end' },
    {
      id: 'isActive',
      header: 'Availability',
      cell: (v) => (v.isActive ? 'In service' : 'Out of service'),
    },
    {
      id: 'actions',
      header: 'Action',
      cell: (v) => (
        <Link
          className="button button--secondary"
          to={String(v.id)}
          aria-label={`${canEdit ? 'Edit pricing of' : 'Open'} ${v.name}`}
        >
          {canEdit ? 'Edit pricing' : 'Open'}
        </Link>
      ),
    },
  ];
  return (
    <div className="workspace-list">
      <p className="shipping-intro">
        The vehicles of the shipping service. A delivery costs the vehicle's base price plus its price per
        kilometre; the fee customers pay comes from the <Link to="../shipping/pricing">pricing list</Link>.
      </p>
      <QueryTable<Vehicle>
        caption="Delivery vehicles"
        columns={columns}
        query={vehicles}
        emptyTitle="No vehicles"
        emptyMessage="The shipping service has no vehicle yet."
      />
    </div>
  );
}
