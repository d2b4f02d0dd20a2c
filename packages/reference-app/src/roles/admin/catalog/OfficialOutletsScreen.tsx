import { useAddOfficialOutlet, useAllowed, useGetAdminOfficialOutlets } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useState } from 'react';
import { ContractForm } from '../../../components/form/ContractForm';
import { FormErrorSummary } from '../../../components/form/FormErrorSummary';
import { FormField } from '../../../components/form/FormField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { type ContractBody, useContractForm } from '../../../components/form/useContractForm';
import type { Column } from '../../../kit/Column';
import { DataTable } from '../../../kit/DataTable';
import { DateText } from '../../../kit/DateText';
import { FormPanel } from '../../../workspace/FormPanel';
import { type StoreChoices, useStoreChoices } from './useStoreChoices';
import './catalog.css';
import { queryBindings } from '../../../kit/queryBindings';

type Outlet = Entity<'OfficialOutlet'>;

/**
 * The official outlets (`/admin/catalog/outlets`, needs `read` on `official-outlets`;
 * `getAdminOfficialOutlets`): stores marked as a brand's official outlet, which customers browse apart;
 * make an approved store one (`addOfficialOutlet`, with `create`).
 *
 * @example
 * { path: 'catalog/outlets', lazy: screen(admin, 'OfficialOutletsScreen') }
 */
export function OfficialOutletsScreen() {
  const outlets = useGetAdminOfficialOutlets();
  const canCreate = useAllowed('official-outlets', 'create');
  const choices = useStoreChoices();
  const [adding, setAdding] = useState(false);
  const columns: Column<Outlet>[] = [
    {
      id: 'storeName',
      header: 'Store',
      cell: (o) => (
        <span className="catalog-outlet">
          {o.logo ? <img className="catalog-thumb" src={o.logo} alt="" width={48} height={48} /> : null}
          {o.storeName}
        </span>
      ),
      csv: (o) => o.storeName,
    },
    { id: 'merchant', header: 'Merchant', cell: (o) => choices.merchantName(o.merchantId) },
    { id: 'createdAt', header: 'Outlet since', cell: (o) => <DateText value={o.createdAt} /> },
  ];
  return (
    <div className="workspace-list catalog-page">
      {canCreate && !adding ? (
        <p>
          <button type="button" className="button" onClick={() => setAdding(true)}>
            Add official outlet
          </button>
        </p>
      ) : null}
      {canCreate && adding ? (
        <FormPanel title="Add an official outlet" className="catalog-panel" onCancel={() => setAdding(false)}>
          <OutletForm choices={choices} outlets={outlets.data ?? []} onDone={() => setAdding(false)} />
        </FormPanel>
      ) : null}
      <DataTable<Outlet>
        caption="Official outlets"
        columns={columns}
        {...queryBindings(outlets)}
        getRowId={(o) => String(o.id)}
        emptyTitle="No official outlets"
        emptyMessage="Mark an approved store as a brand's official outlet."
      />
    </div>
  );
}

interface OutletFormProps {
  choices: StoreChoices;
  outlets: readonly Outlet[];
  onDone(): void;
}

function OutletForm({ choices, outlets, onDone }: OutletFormProps) {
  const kit = useContractForm({
    operation: 'addOfficialOutlet',
    mutation: useAddOfficialOutlet(),
    defaultValues: { storeId: '' },
    toBody: (v) => {
      const store = choices.stores.find((s) => String(s.id) === v.storeId);
      return (
        store ? { storeId: store.id, merchantId: store.merchantId } : {}
      ) as ContractBody<'addOfficialOutlet'>;
    },
    onSuccess: onDone,
  });
  const already = new Set(outlets.map((o) => o.storeId));
  const stores = choices.stores
    .filter((s) => !already.has(s.id))
    .sort((a, b) => a.storeName.localeCompare(b.storeName));
  return (
    <ContractForm form={kit} aria-label="Add an official outlet" className="catalog-form">
      <FormErrorSummary title="The outlet was not added" />
      <FormField
        name="storeId"
        label="Store"
        hint={
          choices.status === 'failed'
            ? (choices.error?.message ?? 'Could not get the stores.')
            : 'Approved stores that are not an outlet yet'
        }
      >
        <select>
          <option value="">{choices.status === 'loading' ? 'Loading the stores…' : 'Choose a store'}</option>
          {stores.map((s) => (
            <option key={s.id} value={s.id}>
              {s.storeName} ({choices.merchantName(s.merchantId)})
            </option>
          ))}
        </select>
      </FormField>
      {choices.status === 'failed' ? (
        <p>
          <button type="button" className="button button--secondary" onClick={choices.retry}>
            Try again
          </button>
        </p>
      ) : null}
      <SubmitButton busyLabel="Adding…">Add outlet</SubmitButton>
    </ContractForm>
  );
}
