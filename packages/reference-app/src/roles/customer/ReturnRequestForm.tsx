import { useCreateReturn, useReplaceOrder, useReturnOrder } from '@marketplace/react-hooks';
import type { CallInit, OperationData } from '@marketplace/sdk';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Field } from '../../components/Field';
import type { FormProblem } from '../../components/form/contractResolver';
import { FormFailure } from '../../components/form/FormFailure';
import { MarkupForm } from '../../components/form/MarkupForm';
import { useContractForm } from '../../components/form/useContractForm';

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

/** What the chosen call takes: the two shortcuts' body, or `createReturn`'s with its flags. */
type ReturnBody = CallInit<'returnOrder'>['body'] | CallInit<'createReturn'>['body'];

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

/**
 * The form's own rules: at least one product, each ticked one's quantity from 1 to what was ordered, and
 * a reason of a few words.
 */
function returnProblems(
  items: readonly { productId: number; quantity: number }[],
  values: ReturnFormValues,
): FormProblem[] {
  const problems: FormProblem[] = [];
  if (returnProducts(items, values.lines).length === 0)
    problems.push({ field: 'root.lines', message: 'Choose at least one product' });
  items.forEach((item, index) => {
    const line = values.lines[index];
    if (!line?.selected) return;
    if (!(Number.isInteger(line.quantity) && line.quantity >= 1 && line.quantity <= item.quantity))
      problems.push({ field: `lines.${index}.quantity`, message: `Choose from 1 to ${item.quantity}` });
  });
  if (values.reason.trim().length < MIN_REASON_LENGTH)
    problems.push({
      field: 'reason',
      message: `Tell us why in a few words (at least ${MIN_REASON_LENGTH} characters)`,
    });
  return problems;
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
  const ids = useId();
  const defaultValues: ReturnFormValues = {
    kind: 'return',
    lines: items.map(() => ({ selected: false, quantity: 1 })),
    reason: '',
  };
  // The operation follows the choice: its request schema checks the body, its messages are the spec's.
  const [kind, setKind] = useState<ReturnKind>('return');
  const request = useContractForm<(typeof RETURN_KIND_OPERATION)[ReturnKind], ReturnFormValues, ReturnBody>({
    operation: RETURN_KIND_OPERATION[kind],
    defaultValues,
    toBody: (values) => {
      const products = returnProducts(items, values.lines);
      const reason = values.reason.trim();
      // The shortcuts carry one kind each; createReturn carries both flags, so the store may refund
      // when it cannot replace.
      return values.kind === 'replaceOrRefund'
        ? { orderId: order.id, type: 'replace', refund: true, replace: true, products, reason }
        : { products, reason };
    },
    labels: { 'root.lines': 'Products', reason: 'Reason' },
    // The body's products are the lines ticked: a problem with them is the lines'.
    fieldOf: { products: 'root.lines' },
    check: (_body, values) => returnProblems(items, values),
    send: (body, values) =>
      values.kind === 'replaceOrRefund'
        ? createReturn.trigger({ body: body as CallInit<'createReturn'>['body'] })
        : (values.kind === 'return' ? returnOrder : replaceOrder).trigger({
            path: { id: order.id },
            body: body as CallInit<'returnOrder'>['body'],
          }),
    onSuccess: (_result, _body, values) => setSent(values.kind),
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = request.form;

  // A quantity is asked only for the products ticked.
  const lines = useWatch({ control, name: 'lines' });
  // The choice picks the operation the next check and send use.
  const chosenKind = useWatch({ control, name: 'kind' });
  if (chosenKind !== kind) setKind(chosenKind);

  return (
    <MarkupForm form={request} className="return-form">
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
                    {...register(`lines.${index}.quantity`, { valueAsNumber: true })}
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
      <Field label="Why are you sending them back?" error={errors.reason?.message}>
        <textarea id={`${ids}-reason`} rows={3} {...register('reason')} />
      </Field>
      <FormFailure lead="Your request was not sent" errors={errors} />
      <button type="submit" className="button" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? 'Sending…' : 'Send the request'}
      </button>
    </MarkupForm>
  );
}
