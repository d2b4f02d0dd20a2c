import {
  useAddPromotion,
  useAllowed,
  useDeletePromotion,
  useGetAdminPromotions,
} from '@marketplace/react-hooks';
import { dateRangeFor, type Entity } from '@marketplace/sdk';
import { ContractForm } from '../../../components/form/ContractForm';
import { FormErrorSummary } from '../../../components/form/FormErrorSummary';
import { FormField } from '../../../components/form/FormField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { type ContractBody, useContractForm } from '../../../components/form/useContractForm';
import type { Column } from '../../../kit/Column';
import { DateText } from '../../../kit/DateText';
import { useConfirm } from '../../../kit/useConfirm';
import { type PickedProduct, ProductPicker } from './ProductPicker';
import './catalog.css';
import { AddableList } from '../../../workspace/AddableList';

type Promotion = Entity<'Promotion'>;

const productName = (p: Promotion) => p.product?.name ?? `Product ${p.productId}`;

/** Whether a promotion runs on `day`, starts later or is over. */
function promotionState(p: Promotion, day: string): string {
  if (p.endDate && p.endDate < day) return 'Ended';
  if (p.startDate && p.startDate > day) return 'Starts later';
  return 'Running';
}

/**
 * The promoted products (`/admin/catalog/promotions`, needs `read` on `promotions`;
 * `getAdminPromotions`), shown to customers among the promotion products while they run; promote an
 * approved product for some days (`addPromotion`, with `create`) and stop a promotion (`deletePromotion`,
 * with `delete`, confirmed).
 *
 * @example
 * { path: 'catalog/promotions', lazy: screen(admin, 'PromotionsScreen') }
 */
export function PromotionsScreen() {
  const promotions = useGetAdminPromotions();
  const canCreate = useAllowed('promotions', 'create');
  const canDelete = useAllowed('promotions', 'delete');
  const remove = useDeletePromotion();
  const confirm = useConfirm();
  const today = dateRangeFor('today').startDate;

  async function onDelete(p: Promotion) {
    const yes = await confirm({
      title: `Stop promoting ${productName(p)}?`,
      message: 'The product leaves the promotion products customers see. This cannot be undone.',
      confirmLabel: 'Stop promotion',
      destructive: true,
    });
    // The hook shows the outcome and refreshes the list; a failure leaves the promotion listed.
    if (yes) await remove.trigger({ path: { id: p.id } }).catch(() => undefined);
  }

  const columns: Column<Promotion>[] = [
    { id: 'product', header: 'Product', cell: productName, csv: productName },
    { id: 'store', header: 'Store', cell: (p) => p.product?.storeName ?? '—' },
    {
      id: 'dates',
      header: 'Dates',
      cell: (p) =>
        p.startDate || p.endDate ? `${p.startDate ?? 'now'} to ${p.endDate ?? 'no end'}` : 'No end',
    },
    { id: 'state', header: 'Now', cell: (p) => promotionState(p, today) },
    { id: 'createdAt', header: 'Added', cell: (p) => <DateText value={p.createdAt} /> },
    ...(canDelete
      ? [
          {
            id: 'actions',
            header: 'Action',
            cell: (p: Promotion) => (
              <button
                type="button"
                className="button button--secondary"
                aria-label={`Stop promoting ${productName(p)}`}
                onClick={() => void onDelete(p)}
              >
                Stop
              </button>
            ),
          },
        ]
      : []),
  ];

  return (
    <AddableList<Promotion>
      className="workspace-list catalog-page"
      add={
        canCreate
          ? {
              label: 'Promote a product',
              title: 'Promote a product',
              panelClassName: 'catalog-panel',
              form: (done) => <PromotionForm onDone={done} />,
            }
          : undefined
      }
      caption="Promoted products"
      columns={columns}
      query={promotions}
      emptyTitle="No promotions"
      emptyMessage="Promote an approved product to show it among the promotion products."
    />
  );
}

interface PromotionValues {
  productId: PickedProduct[];
  startDate: string;
  endDate: string;
}

function PromotionForm({ onDone }: { onDone(): void }) {
  const kit = useContractForm({
    operation: 'addPromotion',
    mutation: useAddPromotion(),
    defaultValues: { productId: [], startDate: '', endDate: '' } as PromotionValues,
    toBody: (v) =>
      Object.fromEntries(
        Object.entries({
          productId: v.productId[0]?.id,
          startDate: v.startDate || undefined,
          endDate: v.endDate || undefined,
        }).filter(([, value]) => value !== undefined),
      ) as ContractBody<'addPromotion'>,
    onSuccess: onDone,
  });
  return (
    <ContractForm form={kit} aria-label="Promote a product" className="catalog-form">
      <FormErrorSummary title="The product was not promoted" />
      <fieldset>
        <FormField name="productId" label="Product" hint="Approved products only">
          {({ id, value, onChange, 'aria-describedby': describedBy, 'aria-invalid': invalid }) => (
            <ProductPicker
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              label="Product"
              approvedOnly
              value={value as PickedProduct[]}
              onChange={onChange}
            />
          )}
        </FormField>
        <FormField name="startDate" label="First day" hint="Optional: from today">
          <input type="date" />
        </FormField>
        <FormField name="endDate" label="Last day" hint="Optional: until stopped">
          <input type="date" />
        </FormField>
      </fieldset>
      <SubmitButton busyLabel="Promoting…">Promote product</SubmitButton>
    </ContractForm>
  );
}
