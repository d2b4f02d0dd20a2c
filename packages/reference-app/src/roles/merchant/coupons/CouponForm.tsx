import {
  type CouponRequestBody,
  couponRequestBody,
  useCreateCoupon,
  useUpdateCoupon,
} from '@marketplace/react-hooks';
import {
  COUPON_DISCOUNT_TYPES,
  type CouponFormValues,
  createCouponForm,
  isCouponDate,
} from '@marketplace/sdk';
import { useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { ContractForm } from '../../../components/form/ContractForm';
import type { FormProblem } from '../../../components/form/contractResolver';
import { FormField, type FormFieldControl } from '../../../components/form/FormField';
import { useContractForm } from '../../../components/form/useContractForm';
import { FormOutcome } from '../../../workspace/FormOutcome';
import { CouponTargetsPicker } from './CouponTargetsPicker';

/** Props of {@link CouponForm}. */
export interface CouponFormProps {
  /** The coupon edited (update-coupon); without it the form creates one. */
  couponId?: number;
  /** The edited coupon's values (`couponFormValues(coupon)`). */
  initial?: Partial<CouponFormValues>;
  /** After a successful update (a create stays on the form, reset to the defaults). */
  onSaved?: () => void;
  /** Leaves the form (editing only). */
  onCancel?: () => void;
}

const DISCOUNT_TYPE_LABELS: Record<CouponFormValues['discountType'], string> = {
  Percent: 'Percentage off',
  Fixed: 'Fixed amount off (₦)',
  BuyXGetY: 'Buy X, get Y',
};

type NumberField = Exclude<
  { [K in keyof CouponFormValues]-?: CouponFormValues[K] extends number ? K : never }[keyof CouponFormValues],
  undefined
>;

/** A number input that keeps what was typed: blank stays blank (NaN, which the contract check reports). */
function NumberInput({ value, onChange, step = '1', ...control }: FormFieldControl & { step?: string }) {
  return (
    <input
      {...control}
      type="number"
      inputMode="decimal"
      min={0}
      step={step}
      value={Number.isNaN(value) ? '' : value}
      onChange={(e) => onChange(e.target.valueAsNumber)}
    />
  );
}

/**
 * The rules the contract's schema cannot say: YYYY-MM-DD days that exist, the end after the start, and a
 * percentage of at most 100.
 */
function checkRules(values: CouponFormValues): FormProblem[] {
  const problems: FormProblem[] = [];
  if (values.discountMode === 'Code' && !values.code?.trim())
    problems.push({ field: 'code', message: 'Coupon code: required for a code coupon' });
  if (values.customerEligibility === 'SpecificCustomers' && values.eligibleCustomers.length === 0)
    problems.push({ field: 'eligibleCustomers', message: 'Customers: pick at least one customer' });
  if (values.discountType === 'Percent' && values.discountValue > 100)
    problems.push({ field: 'discountValue', message: 'Percentage off: at most 100' });
  if (!isCouponDate(values.startDate))
    problems.push({ field: 'startDate', message: 'Start date: pick a day (YYYY-MM-DD)' });
  if (!isCouponDate(values.endDate))
    problems.push({ field: 'endDate', message: 'End date: pick a day (YYYY-MM-DD)' });
  else if (isCouponDate(values.startDate) && values.endDate <= values.startDate)
    problems.push({ field: 'endDate', message: 'End date: must be after the start date' });
  return problems;
}

/**
 * The merchant's coupon form (create or edit) on the app's form hook: starts from `COUPON_DEFAULTS`; each
 * discount type shows only the fields it uses; dates YYYY-MM-DD with the end after the start; spend and
 * reward targets picked by name; checked with the contract's coupon schema. A successful create resets to
 * the defaults and shows the message; a failure keeps what was typed, shows the message and marks the
 * fields the server named.
 *
 * @example
 * <CouponForm />
 * <CouponForm couponId={14} initial={couponFormValues(coupon)} onSaved={close} onCancel={close} />
 */
export function CouponForm({ couponId, initial, onSaved, onCancel }: CouponFormProps) {
  const mode = couponId === undefined ? 'create' : 'update';
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const [message, setMessage] = useState<string>();
  const outcomeRef = useRef<HTMLDivElement | null>(null);
  const coupon = useContractForm<'createCoupon' | 'updateCoupon', CouponFormValues, CouponRequestBody>({
    operation: mode === 'create' ? 'createCoupon' : 'updateCoupon',
    defaultValues: createCouponForm(initial),
    toBody: couponRequestBody,
    check: (_body, values) => checkRules(values),
    send: (body) =>
      couponId === undefined ? create.trigger({ body }) : update.trigger({ path: { id: couponId }, body }),
    resetOnSuccess: false,
    onSuccess: (result) => {
      coupon.form.reset(createCouponForm());
      if (mode === 'update') onSaved?.();
      else {
        setMessage(result.message);
        outcomeRef.current?.focus();
      }
    },
  });
  const { control, setValue, formState } = coupon.form;
  const { errors, isSubmitting } = formState;
  const [
    discountMode,
    discountType,
    rewardAppliesTo,
    spendAppliesTo,
    minRequireType,
    startDate,
    eligibility,
  ] = useWatch({
    control,
    name: [
      'discountMode',
      'discountType',
      'rewardAppliesTo',
      'spendAppliesTo',
      'minRequireType',
      'startDate',
      'customerEligibility',
    ],
  });
  const numberField = (field: NumberField, label: string, hint?: string, step?: string) => (
    <FormField name={field} label={label} hint={hint}>
      {(control) => <NumberInput {...control} step={step} />}
    </FormField>
  );
  const isBuyXGetY = discountType === 'BuyXGetY';

  return (
    <ContractForm
      form={coupon}
      className="coupon-form"
      aria-label={mode === 'create' ? 'New coupon' : 'Edit coupon'}
      onSubmitCapture={() => setMessage(undefined)}
    >
      <FormOutcome
        className="coupon-form"
        message={message}
        errors={errors}
        failedTitle={mode === 'create' ? 'The coupon was not created' : 'The coupon was not saved'}
        outcomeRef={outcomeRef}
        summaryRef={coupon.context.summary}
      />

      <fieldset>
        <legend>Discount</legend>
        <FormField name="discountMode" label="Discount mode" hint="Automatic applies at checkout">
          <select>
            <option value="Automatic">Automatic</option>
            <option value="Code">With a code</option>
          </select>
        </FormField>
        {discountMode === 'Code' ? (
          <FormField name="code" label="Coupon code">
            {({ value, onChange, ...control }) => (
              <input
                {...control}
                autoComplete="off"
                value={value ?? ''}
                onChange={(e) => onChange(e.target.value.toUpperCase())}
              />
            )}
          </FormField>
        ) : null}
        <FormField name="description" label="Description" className="coupon-form__wide">
          <textarea rows={2} />
        </FormField>
        <FormField name="discountType" label="Discount type">
          <select>
            {COUPON_DISCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>
                {DISCOUNT_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </FormField>
        {discountType === 'Percent' ? numberField('discountValue', 'Percentage off', 'From 0 to 100') : null}
        {discountType === 'Fixed' ? numberField('discountValue', 'Amount off (₦)', undefined, '0.01') : null}
        {isBuyXGetY ? (
          <>
            {numberField(
              'customerReward',
              'Customer spends at least (₦)',
              'The spend that earns the reward',
              '0.01',
            )}
            {numberField('rewardValue', 'Reward: percentage off', 'Off the reward products or categories')}
            <FormField name="rewardAppliesTo" label="Reward applies to">
              {({ onChange, ...control }) => (
                <select
                  {...control}
                  onChange={(e) => {
                    onChange(e.target.value);
                    setValue('rewardAppliesToId', []);
                  }}
                >
                  <option value="Product">Products</option>
                  <option value="Category">Categories</option>
                </select>
              )}
            </FormField>
            <Controller
              control={control}
              name="rewardAppliesToId"
              render={({ field, fieldState }) => (
                <CouponTargetsPicker
                  kind={rewardAppliesTo === 'Category' ? 'Category' : 'Product'}
                  label={rewardAppliesTo === 'Category' ? 'Reward categories' : 'Reward products'}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          </>
        ) : null}
      </fieldset>

      <fieldset>
        <legend>Active dates</legend>
        <FormField name="startDate" label="Start date" hint="YYYY-MM-DD">
          <input type="date" />
        </FormField>
        <FormField name="endDate" label="End date" hint="YYYY-MM-DD, after the start date">
          <input type="date" min={startDate || undefined} />
        </FormField>
      </fieldset>

      <fieldset>
        <legend>Applies to</legend>
        <FormField name="spendAppliesTo" label="Spend applies to">
          {({ onChange, ...control }) => (
            <select
              {...control}
              onChange={(e) => {
                onChange(e.target.value);
                setValue('spendAppliesToId', []);
              }}
            >
              <option value="">All products</option>
              <option value="Product">Chosen products</option>
              <option value="Category">Chosen categories</option>
            </select>
          )}
        </FormField>
        {spendAppliesTo === 'Product' || spendAppliesTo === 'Category' ? (
          <Controller
            control={control}
            name="spendAppliesToId"
            render={({ field, fieldState }) => (
              <CouponTargetsPicker
                kind={spendAppliesTo}
                label={spendAppliesTo === 'Category' ? 'Spend categories' : 'Spend products'}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        ) : null}
      </fieldset>

      <fieldset>
        <legend>Minimum requirement</legend>
        <FormField name="minRequireType" label="Minimum requirement">
          <select>
            <option value="None">None</option>
            <option value="Amount">Spend (₦)</option>
            <option value="Quantity">Number of items</option>
          </select>
        </FormField>
        {minRequireType === 'Amount'
          ? numberField('minRequireValue', 'Minimum spend (₦)', undefined, '0.01')
          : null}
        {minRequireType === 'Quantity' ? numberField('minRequireValue', 'Minimum number of items') : null}
      </fieldset>

      <fieldset>
        <legend>Usage and eligibility</legend>
        {numberField('usageLimit', 'Usage limit', 'Times it may be used in all; 0 for no limit')}
        {numberField('usageLimitPerUser', 'Usage limit per customer', '0 for no limit')}
        <FormField name="customerEligibility" label="Customer eligibility">
          <select>
            <option value="Everyone">Everyone</option>
            <option value="SpecificCustomers">Specific customers</option>
          </select>
        </FormField>
        {eligibility === 'SpecificCustomers' ? (
          <Controller
            control={control}
            name="eligibleCustomers"
            render={({ field, fieldState }) => (
              <CouponTargetsPicker
                kind="Customer"
                label="Customers who may use it"
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        ) : null}
      </fieldset>

      <div className="coupon-form__actions">
        <button type="submit" className="button" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Saving…' : mode === 'create' ? 'Create coupon' : 'Save coupon'}
        </button>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </ContractForm>
  );
}
