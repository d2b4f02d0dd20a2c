import { useAddOfficialOutlet, useAllowed, useGetAdminOfficialOutlets } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { ContractForm } from '../../../components/form/ContractForm';
import { FormErrorSummary } from '../../../components/form/FormErrorSummary';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { type ContractBody, useContractForm } from '../../../components/form/useContractForm';
import type { Column } from '../../../kit/Column';
import { DateText } from '../../../kit/DateText';
import { AddableList } from '../../../workspace/AddableList';
import { StoreField } from './StoreField';
import { type StoreChoices, useStoreChoices } from './useStoreChoices';
import './catalog.css';

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
    <AddableList<Outlet>
      className="workspace-list catalog-page"
      add={
        canCreate
          ? {
              label: 'Add official outlet',
              title: 'Add an official outlet',
              panelClassName: 'catalog-panel',
              form: (done) => <OutletForm choices={choices} outlets={outlets.data ?? []} onDone={done} />,
            }
          : undefined
      }
      caption="Official outlets"
      columns={columns}
      query={outlets}
      emptyTitle="No official outlets"
      emptyMessage="Mark an approved store as a brand's official outlet."
    />
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
      <StoreField choices={choices} stores={stores} hint="Approved stores that are not an outlet yet" />
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
