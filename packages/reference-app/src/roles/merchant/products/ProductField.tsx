import { StateField, type StateFieldControl, type StateFieldProps } from '../../../workspace/StateField';

/** What the control of a {@link ProductField} is given to wire itself to its label, hint and error. */
export type ProductFieldControl = StateFieldControl;

/** Props of {@link ProductField}. */
export interface ProductFieldProps extends Omit<StateFieldProps, 'className'> {
  /** Takes the form's whole row. */
  wide?: boolean;
}

/**
 * One labelled field of the product form: the workspace's {@link StateField} (the product form runs on the hooks'
 * `useProductForm`, not on react-hook-form, so the kit's `FormField` does not apply), wide ones spanning the
 * form's row.
 *
 * @example
 * <ProductField label="Description" wide error={form.fieldErrors.description}>
 *   {(control) => <textarea {...control} value={form.values.description} onChange={...} />}
 * </ProductField>
 */
export function ProductField({ wide, ...field }: ProductFieldProps) {
  return <StateField {...field} className={wide ? 'product-form__wide' : undefined} />;
}
