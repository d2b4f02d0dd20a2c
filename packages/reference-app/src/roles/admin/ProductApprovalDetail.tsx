import { useApproveProduct, useGetAdminProduct, useRejectProduct } from '@marketplace/react-hooks';
import { isApproved } from '@marketplace/sdk';
import { useState } from 'react';
import { Money } from '../../kit/Money';
import { StatusBadge } from '../../kit/StatusBadge';
import { useConfirm } from '../../kit/useConfirm';
import { ReasonForm } from '../../workspace/ReasonForm';
import { RecordTimeline } from '../../workspace/RecordTimeline';
import { ApprovalPanel } from './ApprovalPanel';

/** Props of {@link ProductApprovalDetail}. */
export interface ProductApprovalDetailProps {
  id: number;
  /** The account may approve (`update` on `products`): without it the detail is read only. */
  canApprove: boolean;
  onClose(): void;
}

/**
 * One product as the approver checks it (`getAdminProduct`): images, store, categories, price, stock,
 * SKU, weight and description, with its approval status and, while it waits, "Approve product" (confirmed
 * first; the hook toasts the result, 'Could not approve product. Try again later.' when the server gives no
 * reason). "Reject product" asks for the reason the merchant will read (`rejectProduct`); a rejected product
 * shows that reason and may still be approved. Below, the product's timeline: who created, changed,
 * approved or rejected it, and when (`RecordTimeline`). Takes focus when it opens, so keyboard and screen reader
 * users land on it.
 *
 * @example
 * <ProductApprovalDetail id={214} canApprove onClose={() => setOpen(undefined)} />
 */
export function ProductApprovalDetail({ id, canApprove, onClose }: ProductApprovalDetailProps) {
  const product = useGetAdminProduct({ path: { id } });
  const approve = useApproveProduct();
  const reject = useRejectProduct();
  const confirm = useConfirm();
  const [rejecting, setRejecting] = useState(false);

  const p = product.data;
  async function onApprove() {
    if (!p || p.merchantId === undefined) return;
    const ok = await confirm({
      title: `Approve ${p.name}?`,
      message: `${p.name} from ${p.storeName ?? 'this store'} will be on sale in the storefront.`,
      confirmLabel: 'Approve product',
    });
    if (!ok) return;
    // The hook shows the success or the failure as a toast; the status below follows the refetch.
    await approve
      .trigger({ query: { productId: p.id, merchantId: p.merchantId }, body: { approvalStatus: 'approved' } })
      .catch(() => undefined);
  }

  return (
    <ApprovalPanel
      titleId={`product-${id}-title`}
      title={p ? p.name : 'Product detail'}
      query={product}
      loadingText="Loading the product…"
      onClose={onClose}
    >
      {(p) => (
        <>
          {p.hostedImages?.length ? (
            <ul className="approval-detail__images" aria-label="Images">
              {p.hostedImages.map((src, i) => (
                <li key={src}>
                  <img src={src} alt={`${p.name}, view ${i + 1}`} width={120} height={120} />
                </li>
              ))}
            </ul>
          ) : (
            <p>No image uploaded.</p>
          )}
          <dl className="approval-detail__facts">
            <dt>Approval</dt>
            <dd>
              <StatusBadge kind="productApproval" status={p.approvalStatus} />
            </dd>
            {p.rejectionReason ? (
              <>
                <dt>Reason given</dt>
                <dd>{p.rejectionReason}</dd>
              </>
            ) : null}
            <dt>Store</dt>
            <dd>{p.storeName ?? '—'}</dd>
            <dt>Category</dt>
            <dd>{[p.category, p.subCategory, p.childCategory].filter(Boolean).join(' › ') || '—'}</dd>
            <dt>Selling price</dt>
            <dd>
              <Money amount={p.pricing?.[0]?.sellingPrice} />
            </dd>
            <dt>Stock</dt>
            <dd>{p.quantity}</dd>
            <dt>SKU</dt>
            <dd>{p.sku ?? '—'}</dd>
            <dt>Weight</dt>
            <dd>{p.weight !== undefined ? `${p.weight} kg` : '—'}</dd>
          </dl>
          {p.description?.length ? (
            <ul className="approval-detail__description" aria-label="Description">
              {p.description.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
          {isApproved(p) ? <p>This product is approved and on sale.</p> : null}
          {canApprove ? (
            <div className="approval-detail__actions">
              {isApproved(p) ? null : (
                <button
                  type="button"
                  className="button"
                  disabled={approve.isMutating || p.merchantId === undefined}
                  onClick={() => void onApprove()}
                >
                  {approve.isMutating ? 'Approving…' : 'Approve product'}
                </button>
              )}
              {/* A rejected product carries its reason: it is rejected once, until the merchant mends it. */}
              {p.rejectionReason === undefined && p.merchantId !== undefined && !rejecting ? (
                <button type="button" className="button button--secondary" onClick={() => setRejecting(true)}>
                  Reject product
                </button>
              ) : null}
            </div>
          ) : isApproved(p) ? null : (
            <p>Waiting for an admin who may approve products.</p>
          )}
          {canApprove && rejecting && p.merchantId !== undefined && p.rejectionReason === undefined ? (
            <ReasonForm
              operation="rejectProduct"
              mutation={reject}
              init={{ query: { productId: p.id, merchantId: p.merchantId } }}
              level={3}
              title={`Reject ${p.name}`}
              hint="The merchant reads this beside the product; say what to change. Customers stop seeing it."
              submitLabel="Reject product"
              busyLabel="Rejecting…"
              onClose={() => setRejecting(false)}
            />
          ) : null}
          <RecordTimeline recordType="product" recordId={p.id} noun="product" />
        </>
      )}
    </ApprovalPanel>
  );
}
