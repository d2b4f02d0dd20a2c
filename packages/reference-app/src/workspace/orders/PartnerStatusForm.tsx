import { useUpdateOrder } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { ContractForm } from '../../components/form/ContractForm';
import { FormErrorSummary } from '../../components/form/FormErrorSummary';
import { FormField } from '../../components/form/FormField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useContractForm } from '../../components/form/useContractForm';
import { ImageField } from '../../kit/ImageField';

type OrderStatus = Entity<'OrderStatus'>;

/** Props of {@link PartnerStatusForm}. */
export interface PartnerStatusFormProps {
  orderId: number;
  /** The status the order may move to next (from `nextPartnerStatus`). */
  next: OrderStatus;
}

interface Values {
  orderDeliveryToken: string;
  shippingEvidence: string;
  activity: string;
}

const EMPTY: Values = { orderDeliveryToken: '', shippingEvidence: '', activity: '' };

/**
 * The partner's one status move of an order (shipped, out for delivery, delivered) through the shared
 * `updateOrder` call; the move to delivered asks for the delivery token the customer gives the rider and
 * a photo of the handover as shipping evidence. The hook toasts the outcome and refreshes the order.
 *
 * @example
 * <PartnerStatusForm orderId={order.id} next={nextPartnerStatus(order.status, statuses)!} />
 */
export function PartnerStatusForm({ orderId, next }: PartnerStatusFormProps) {
  const delivering = next.code_name === 'delivered';
  const kit = useContractForm({
    operation: 'updateOrder',
    mutation: useUpdateOrder(),
    defaultValues: EMPTY,
    init: { path: { id: orderId } },
    toBody: (values) => ({
      orderStatusId: next.id,
      ...(values.activity.trim() ? { activity: values.activity.trim() } : {}),
      ...(delivering && values.orderDeliveryToken.trim()
        ? { orderDeliveryToken: values.orderDeliveryToken.trim() }
        : {}),
      ...(delivering && values.shippingEvidence ? { shippingEvidence: values.shippingEvidence } : {}),
    }),
  });
  const label = `Mark as ${next.name.toLowerCase()}`;
  return (
    <ContractForm form={kit} aria-label="Update the order's status" className="partner-status-form">
      <FormErrorSummary />
      {delivering ? (
        <>
          <FormField
            name="orderDeliveryToken"
            label="Customer's delivery token"
            hint="Ask the customer for the token shown on their order page; the order is delivered only with it."
          >
            <input type="text" autoComplete="off" spellCheck={false} required />
          </FormField>
          <ImageField
            name="shippingEvidence"
            label="Proof of delivery"
            hint="A photo of the parcel handed over; the customer and the marketplace see it."
            purpose="proof-of-delivery"
            single
          />
        </>
      ) : null}
      <FormField name="activity" label="Note for the timeline" hint="Optional: the customer sees it.">
        <input type="text" maxLength={1000} />
      </FormField>
      <SubmitButton busyLabel="Saving…">{label}</SubmitButton>
    </ContractForm>
  );
}
