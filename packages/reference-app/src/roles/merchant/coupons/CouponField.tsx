import { StateField, type StateFieldControl, type StateFieldProps } from '../../../workspace/StateField';

/** What the control of a {@link CouponField} is given to wire itself to its label, hint and error. */
export type CouponFieldControl = StateFieldControl;

/** Props of {@link CouponField}. */
export interface CouponFieldProps extends Omit<StateFieldProps, 'className'> {
  /** Takes the form's whole row. */
  wide?: boolean;
}

/**
 * One labelled field of the coupon form: the workspace's {@link StateField} (the coupon form runs on the hooks'
 * `useCouponForm`, not on react-hook-form, so the kit's `FormField` does not apply), wide ones spanning the
 * form's row.
 *
 * @example
 * <CouponField label="Description" wide error={form.fieldErrors.description}>
 *   {(control) => <textarea {...control} value={form.values.description} onChange={...} />}
 * </CouponField>
 */
export function CouponField({ wide, ...field }: CouponFieldProps) {
  return <StateField {...field} className={wide ? 'coupon-form__wide' : undefined} />;
}
