import { useAllowed, useCreateShippingZone, useGetShippingZones } from '@marketplace/react-hooks';
import { ContractForm } from '../../../components/form/ContractForm';
import { FormErrorSummary } from '../../../components/form/FormErrorSummary';
import { FormField } from '../../../components/form/FormField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useContractForm } from '../../../components/form/useContractForm';
import { NIGERIAN_STATES } from '../../../components/nigerianStates';
import type { Column } from '../../../kit/Column';
import type { ShippingZone } from './shippingTypes';
import './shipping.css';
import { AddableList } from '../../../workspace/AddableList';
import { NameFields } from './NameFields';

const COLUMNS: Column<ShippingZone>[] = [
  { id: 'name', header: 'Zone', cell: (z) => z.name },
  { id: 'states', header: 'States', cell: (z) => z.states.join(', '), csv: (z) => z.states.join(', ') },
  { id: 'withinLagos', header: 'Within Lagos', cell: (z) => (z.withinLagos ? 'Yes' : 'No') },
  { id: 'description', header: 'Description', cell: (z) => z.description || '—' },
];

/**
 * The shipping zones (`/admin/shipping/zones`, `getShippingZones`): the states each zone covers; a new
 * zone (`createShippingZone`) picks its states from those no zone covers yet.
 *
 * @example
 * { path: 'shipping/zones', lazy: screen(admin, 'ShippingZonesScreen') }
 */
export function ShippingZonesScreen() {
  const zones = useGetShippingZones();
  const canCreate = useAllowed('shipping-partners', 'create');
  return (
    <AddableList<ShippingZone>
      className="workspace-list shipping-page"
      add={
        canCreate
          ? {
              label: 'New zone',
              title: 'New shipping zone',
              panelClassName: 'shipping-panel',
              form: (done) => <ZoneForm zones={zones.data ?? []} onDone={done} />,
            }
          : undefined
      }
      caption="Shipping zones"
      columns={COLUMNS}
      query={zones}
      emptyTitle="No shipping zones"
      emptyMessage="Create a zone to deliver to its states."
    />
  );
}

interface ZoneFormProps {
  zones: readonly ShippingZone[];
  onDone(): void;
}

function ZoneForm({ zones, onDone }: ZoneFormProps) {
  const kit = useContractForm({
    operation: 'createShippingZone',
    mutation: useCreateShippingZone(),
    defaultValues: { name: '', description: '', states: [] as string[], withinLagos: false },
    onSuccess: onDone,
  });
  const zoneOf = (state: string) => zones.find((z) => z.states.includes(state));
  return (
    <ContractForm form={kit} aria-label="New shipping zone" className="shipping-form">
      <FormErrorSummary title="The zone was not created" />
      <NameFields />
      <FormField name="states" label="States" hint="A state belongs to one zone only">
        {({ id, value, onChange, 'aria-describedby': describedBy, 'aria-invalid': invalid }) => {
          const picked = new Set<string>(value as string[]);
          return (
            <fieldset
              id={id}
              aria-label="States"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              className="shipping-states"
            >
              {NIGERIAN_STATES.map((state) => {
                const taken = zoneOf(state);
                return (
                  <label key={state} className="shipping-states__state">
                    <input
                      type="checkbox"
                      checked={picked.has(state)}
                      disabled={taken !== undefined}
                      onChange={(e) =>
                        onChange(
                          e.target.checked
                            ? NIGERIAN_STATES.filter((s) => s === state || picked.has(s))
                            : [...picked].filter((s) => s !== state),
                        )
                      }
                    />{' '}
                    {state}
                    {taken ? <span className="shipping-states__taken"> ({taken.name})</span> : null}
                  </label>
                );
              })}
            </fieldset>
          );
        }}
      </FormField>
      <FormField
        name="withinLagos"
        label="Within-Lagos zone"
        hint="Only a zone of Lagos alone; orders inside Lagos are priced by it"
      >
        <input type="checkbox" />
      </FormField>
      <SubmitButton busyLabel="Creating…">Create zone</SubmitButton>
    </ContractForm>
  );
}
