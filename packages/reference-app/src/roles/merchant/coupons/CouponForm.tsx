import { useCouponForm } from '@marketplace/react-hooks';
import { COUPON_DISCOUNT_TYPES, type CouponFormValues, isCouponDate } from '@marketplace/sdk';
import { type FormEvent, useRef, useState } from 'react';
import { CouponField, type CouponFieldControl } from './CouponField';
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

interface NumberInputProps extends CouponFieldControl {
  value: number;
  onChange(value: number): void;
  step?: string;
}

/** A number input that keeps what was typed: blank stays blank (NaN, which the contract check reports). */
function NumberInput({ value, onChange, step = '1', ...control }: NumberInputProps) {
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
function checkRules(values: CouponFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isCouponDate(values.startDate)) errors.startDate = 'Start date: pick a day (YYYY-MM-DD)';
  if (!isCouponDate(values.endDate)) errors.endDate = 'End date: pick a day (YYYY-MM-DD)';
  else if (isCouponDate(values.startDate) && values.endDate <= values.startDate)
    errors.endDate = 'End date: must be after the start date';
  if (values.discountType === 'Percent' && values.discountValue > 100)
    errors.discountValue = 'Percentage off: at most 100';
  if (values.discountMode === 'Code' && !values.code?.trim())
    errors.code = 'Coupon code: required for a code coupon';
  return errors;
}

/**
 * The merchant's coupon form (create or edit) on the hooks' `useCouponForm`: starts from
 * `COUPON_DEFAULTS`; each discount type shows only the fields it uses; dates YYYY-MM-DD with the end after
 * the start; spend and reward targets picked by name. A successful create resets to the defaults and shows
 * the message; a failure keeps what was typed, shows the message and marks the fields the server named.
 *
 * @example
 * <CouponForm />
 * <CouponForm couponId={14} initial={couponFormValues(coupon)} onSaved={close} onCancel={close} />
 */
export function CouponForm({ couponId, initial, onSaved, onCancel }: CouponFormProps) {
  const form = useCouponForm({ couponId, initial });
  const { values, setField } = form;
  const [ruleErrors, setRuleErrors] = useState<Record<string, string>>({});
  const outcomeRef = useRef<HTMLDivElement>(null);
  const errorOf = (field: string) => ruleErrors[field] ?? form.fieldErrors[field];
  const set = <K extends keyof CouponFormValues>(field: K, value: CouponFormValues[K]) => {
    setField(field, value);
    if (ruleErrors[field]) setRuleErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const numberField = (field: NumberField, label: string, hint?: string, step?: string) => (
    <CouponField label={label} hint={hint} error={errorOf(field)}>
      {(control) => (
        <NumberInput {...control} step={step} value={values[field]} onChange={(v) => set(field, v)} />
      )}
    </CouponField>
  );

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const errors = checkRules(values);
    setRuleErrors(errors);
    if (Object.keys(errors).length) {
      outcomeRef.current?.focus();
      return;
    }
    const saved = await form.submit();
    if (saved && form.mode === 'update') onSaved?.();
    else outcomeRef.current?.focus();
  }

  const problems = { ...form.fieldErrors, ...ruleErrors };
  const problemList = Object.values(problems);
  const isBuyXGetY = values.discountType === 'BuyXGetY';

  return (
    <form
      className="coupon-form"
      aria-label={form.mode === 'create' ? 'New coupon' : 'Edit coupon'}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
    >
      <div ref={outcomeRef} tabIndex={-1} className="coupon-form__outcome">
        {form.status === 'succeeded' && form.message ? (
          <p role="status" className="coupon-form__success">
            {form.message}
          </p>
        ) : null}
        {form.isError || problemList.length ? (
          <div role="alert" className="kit-error-summary">
            <h2 className="kit-error-summary__title">
              {form.mode === 'create' ? 'The coupon was not created' : 'The coupon was not saved'}
            </h2>
            <ul>
              {form.isError && form.message ? (
                <li className="kit-error-summary__server">{form.message}</li>
              ) : null}
              {problemList.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      <fieldset>
        <legend>Discount</legend>
        <CouponField
          label="Discount mode"
          hint="Automatic applies at checkout"
          error={errorOf('discountMode')}
        >
          {(control) => (
            <select
              {...control}
              value={values.discountMode}
              onChange={(e) => set('discountMode', e.target.value as CouponFormValues['discountMode'])}
            >
              <option value="Automatic">Automatic</option>
              <option value="Code">With a code</option>
            </select>
          )}
        </CouponField>
        {values.discountMode === 'Code' ? (
          <CouponField label="Coupon code" error={errorOf('code')}>
            {(control) => (
              <input
                {...control}
                autoComplete="off"
                value={values.code ?? ''}
                onChange={(e) => set('code', e.target.value.toUpperCase())}
              />
            )}
          </CouponField>
        ) : null}
        <CouponField label="Description" wide error={errorOf('description')}>
          {(control) => (
            <textarea
              {...control}
              rows={2}
              value={values.description}
              onChange={(e) => set('description', e.target.value)}
            />
          )}
        </CouponField>
        <CouponField label="Discount type" error={errorOf('discountType')}>
          {(control) => (
            <select
              {...control}
              value={values.discountType}
              onChange={(e) => set('discountType', e.target.value as CouponFormValues['discountType'])}
            >
              {COUPON_DISCOUNT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {DISCOUNT_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </CouponField>
        {values.discountType === 'Percent'
          ? numberField('discountValue', 'Percentage off', 'From 0 to 100')
          : null}
        {values.discountType === 'Fixed'
          ? numberField('discountValue', 'Amount off (₦)', undefined, '0.01')
          : null}
        {isBuyXGetY ? (
          <>
            {numberField(
              'customerReward',
              'Customer spends at least (₦)',
              'The spend that earns the reward',
              '0.01',
            )}
            {numberField('rewardValue', 'Reward: percentage off', 'Off the reward products or categories')}
            <CouponField label="Reward applies to" error={errorOf('rewardAppliesTo')}>
              {(control) => (
                <select
                  {...control}
                  value={values.rewardAppliesTo}
                  onChange={(e) => {
                    set('rewardAppliesTo', e.target.value);
                    set('rewardAppliesToId', []);
                  }}
                >
                  <option value="Product">Products</option>
                  <option value="Category">Categories</option>
                </select>
              )}
            </CouponField>
            <CouponTargetsPicker
              kind={values.rewardAppliesTo === 'Category' ? 'Category' : 'Product'}
              label={values.rewardAppliesTo === 'Category' ? 'Reward categories' : 'Reward products'}
              value={values.rewardAppliesToId}
              onChange={(targets) => set('rewardAppliesToId', targets)}
              error={errorOf('rewardAppliesToId')}
            />
          </>
        ) : null}
      </fieldset>

      <fieldset>
        <legend>Active dates</legend>
        <CouponField label="Start date" hint="YYYY-MM-DD" error={errorOf('startDate')}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={values.startDate}
              onChange={(e) => set('startDate', e.target.value)}
            />
          )}
        </CouponField>
        <CouponField label="End date" hint="YYYY-MM-DD, after the start date" error={errorOf('endDate')}>
          {(control) => (
            <input
              {...control}
              type="date"
              min={values.startDate || undefined}
              value={values.endDate}
              onChange={(e) => set('endDate', e.target.value)}
            />
          )}
        </CouponField>
      </fieldset>

      <fieldset>
        <legend>Applies to</legend>
        <CouponField label="Spend applies to" error={errorOf('spendAppliesTo')}>
          {(control) => (
            <select
              {...control}
              value={values.spendAppliesTo}
              onChange={(e) => {
                set('spendAppliesTo', e.target.value);
                set('spendAppliesToId', []);
              }}
            >
              <option value="">All products</option>
              <option value="Product">Chosen products</option>
              <option value="Category">Chosen categories</option>
            </select>
          )}
        </CouponField>
        {values.spendAppliesTo === 'Product' || values.spendAppliesTo === 'Category' ? (
          <CouponTargetsPicker
            kind={values.spendAppliesTo}
            label={values.spendAppliesTo === 'Category' ? 'Spend categories' : 'Spend products'}
            value={values.spendAppliesToId}
            onChange={(targets) => set('spendAppliesToId', targets)}
            error={errorOf('spendAppliesToId')}
          />
        ) : null}
      </fieldset>

      <fieldset>
        <legend>Minimum requirement</legend>
        <CouponField label="Minimum requirement" error={errorOf('minRequireType')}>
          {(control) => (
            <select
              {...control}
              value={values.minRequireType}
              onChange={(e) => set('minRequireType', e.target.value as CouponFormValues['minRequireType'])}
            >
              <option value="None">None</option>
              <option value="Amount">Spend (₦)</option>
              <option value="Quantity">Number of items</option>
            </select>
          )}
        </CouponField>
        {values.minRequireType === 'Amount'
          ? numberField('minRequireValue', 'Minimum spend (₦)', undefined, '0.01')
          : null}
        {values.minRequireType === 'Quantity'
          ? numberField('minRequireValue', 'Minimum number of items')
          : null}
      </fieldset>

      <fieldset>
        <legend>Usage and eligibility</legend>
        {numberField('usageLimit', 'Usage limit', 'Times it may be used in all; 0 for no limit')}
        {numberField('usageLimitPerUser', 'Usage limit per customer', '0 for no limit')}
        <CouponField label="Customer eligibility" error={errorOf('customerEligibility')}>
          {(control) => (
            <select
              {...control}
              value={values.customerEligibility}
              onChange={(e) =>
                set('customerEligibility', e.target.value as CouponFormValues['customerEligibility'])
              }
            >
              <option value="Everyone">Everyone</option>
              <option value="SpecificCustomers">Specific customers</option>
            </select>
          )}
        </CouponField>
      </fieldset>

      <div className="coupon-form__actions">
        <button type="submit" className="button" disabled={form.isSubmitting} aria-busy={form.isSubmitting}>
          {form.isSubmitting ? 'Saving…' : form.mode === 'create' ? 'Create coupon' : 'Save coupon'}
        </button>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
