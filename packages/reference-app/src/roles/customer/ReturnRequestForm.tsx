import {
  asMarketplaceError,
  useCreateReturn,
  useReplaceOrder,
  useReturnOrder,
} from '@marketplace/react-hooks';
import type { OperationData } from '@marketplace/sdk';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

type Order = OperationData<'getOrderDetails'>;

/**
 * What the customer asks for: the goods back for a refund, a replacement, or a replacement with a refund
 * when the store cannot replace them.
 */
export type ReturnKind = 'return' | 'replace' | 'replaceOrRefund';

/** The operation each choice is sent through (the two shortcuts, or `createReturn` with both flags). */
export const RETURN_KIND_OPERATION = {
  return: 'returnOrder',
  replace: 'replaceOrder',
  replaceOrRefund: 'createReturn',
} as const satisfies Record<ReturnKind, string>;

/** How the confirmation names each request once sent. */
const SENT_NAMES: Record<ReturnKind, string> = {
  return: 'return',
  replace: 'replacement',
  replaceOrRefund: 'replacement (or refund if unavailable)',
};

interface ReturnFormValues {
  kind: ReturnKind;
  lines: { selected: boolean; quantity: number }[];
  reason: string;
}

/** The shortest reason the form takes. */
export const MIN_REASON_LENGTH = 5;

/** The lines chosen, as the return and replace calls take them (a product named twice counts once). */
export function returnProducts(
  items: readonly { productId: number }[],
  lines: readonly { selected: boolean; quantity: number }[],
): { productId: number; quantity: number }[] {
  const byProduct = new Map<number, number>();
  items.forEach((item, index) => {
    const line = lines[index];
    if (!line?.selected) return;
    byProduct.set(item.productId, (byProduct.get(item.productId) ?? 0) + line.quantity);
  });
  return [...byProduct].map(([productId, quantity]) => ({ productId, quantity }));
}

const variantOf = (item: Order['orderItems'] extends (infer I)[] | undefined ? I : never) => {
  const variant = item.productVariants?.[0];
  return [variant?.size, variant?.color].filter(Boolean).join(', ');
};

/**
 * Asks to return (for a refund) or replace products of a delivered order, or for a replacement with a
 * refund if the store cannot replace them: which lines, how many of each (at most what was ordered) and
 * why, validated on the client. `useReturnOrder` / `useReplaceOrder` send the first two, `useCreateReturn`
 * (with both the `refund` and `replace` flags) the third; their messages ('Order return was successful',
 * 'Order replacement was successful', or the error) reach the toast area by themselves.
 *
 * @example
 * {isDelivered ? <ReturnRequestForm order={order} /> : null}
 */
export function ReturnRequestForm({ order }: { order: Order }) {
  const items = order.orderItems ?? [];
  const returnOrder = useReturnOrder();
  const replaceOrder = useReplaceOrder();
  const createReturn = useCreateReturn();
  const [sent, setSent] = useState<ReturnKind>();
  const [failure, setFailure] = useState<string>();
  const ids = useId();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ReturnFormValues>({
    defaultValues: {
      kind: 'return',
      lines: items.map(() => ({ selected: false, quantity: 1 })),
      reason: '',
    },
  });

  // A quantity is asked only for the products ticked.
  const lines = watch('lines');

  const submit = handleSubmit(async (values) => {
    const products = returnProducts(items, values.lines);
    if (products.length === 0) {
      setError('root.lines', { type: 'required', message: 'Choose at least one product' });
      return;
    }
    clearErrors('root.lines');
    setFailure(undefined);
    const reason = values.reason.trim();
    try {
      if (values.kind === 'replaceOrRefund') {
        // The shortcuts carry one kind each; createReturn carries both flags, so the store may refund
        // when it cannot replace.
        await createReturn.trigger({
          body: { orderId: order.id, type: 'replace', refund: true, replace: true, products, reason },
        });
      } else {
        const call = values.kind === 'return' ? returnOrder : replaceOrder;
        await call.trigger({ path: { id: order.id }, body: { products, reason } });
      }
      setSent(values.kind);
      reset();
    } catch (error) {
      setFailure(asMarketplaceError(error, RETURN_KIND_OPERATION[values.kind]).message);
    }
  });

  return (
    <form className="return-form" onSubmit={submit} noValidate aria-busy={isSubmitting || undefined}>
      {sent ? (
        <p className="return-form__sent" role="status">
          Your {SENT_NAMES[sent]} request was sent. Follow it in your returns.
        </p>
      ) : null}
      <fieldset className="return-form__kind">
        <legend>What would you like?</legend>
        <label>
          <input type="radio" value="return" {...register('kind')} /> Return the products for a refund
        </label>
        <label>
          <input type="radio" value="replace" {...register('kind')} /> A replacement
        </label>
        <label>
          <input type="radio" value="replaceOrRefund" {...register('kind')} /> A replacement, or a refund if
          it cannot be replaced
        </label>
      </fieldset>
      <fieldset
        className="return-form__lines"
        aria-describedby={errors.root?.lines ? `${ids}-lines-error` : undefined}
      >
        <legend>Products</legend>
        <ul>
          {items.map((item, index) => {
            const quantityError = errors.lines?.[index]?.quantity?.message;
            const variant = variantOf(item);
            const quantityId = `${ids}-quantity-${index}`;
            const selected = lines[index]?.selected ?? false;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the form's lines follow the order's lines by position
              <li key={`${item.productId}-${index}`} className="return-form__line">
                <label>
                  <input type="checkbox" {...register(`lines.${index}.selected`)} /> {item.productName}
                  {variant ? ` (${variant})` : ''}, ordered {item.quantity}
                </label>
                <div className="field return-form__quantity">
                  <label htmlFor={quantityId}>Quantity of {item.productName}</label>
                  <input
                    id={quantityId}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={item.quantity}
                    step={1}
                    disabled={!selected}
                    aria-invalid={quantityError ? true : undefined}
                    aria-describedby={quantityError ? `${quantityId}-error` : undefined}
                    {...register(`lines.${index}.quantity`, {
                      valueAsNumber: true,
                      validate: (value, all) =>
                        !all.lines[index]?.selected ||
                        (Number.isInteger(value) && value >= 1 && value <= item.quantity) ||
                        `Choose from 1 to ${item.quantity}`,
                    })}
                  />
                  {quantityError ? (
                    <span id={`${quantityId}-error`} className="field__error">
                      {quantityError}
                    </span>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
        {errors.root?.lines ? (
          <p id={`${ids}-lines-error`} className="field__error" role="alert">
            {errors.root.lines.message}
          </p>
        ) : null}
      </fieldset>
      <div className="field">
        <label htmlFor={`${ids}-reason`}>Why are you sending them back?</label>
        <textarea
          id={`${ids}-reason`}
          rows={3}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${ids}-reason-error` : undefined}
          {...register('reason', {
            validate: (value) =>
              value.trim().length >= MIN_REASON_LENGTH ||
              `Tell us why in a few words (at least ${MIN_REASON_LENGTH} characters)`,
          })}
        />
        {errors.reason ? (
          <span id={`${ids}-reason-error`} className="field__error">
            {errors.reason.message}
          </span>
        ) : null}
      </div>
      {failure ? (
        <p className="checkout-alert" role="alert">
          Your request was not sent: {failure}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? 'Sending…' : 'Send the request'}
      </button>
    </form>
  );
}
