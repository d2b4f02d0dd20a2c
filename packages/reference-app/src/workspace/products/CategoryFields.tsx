import { useGetAllCategories, useGetChildCategories } from '@marketplace/react-hooks';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '../../components/form/FormField';

/** The category fields of a product form (the merchant's and the admin's): names and ids of the three levels. */
export interface CategoryChoice {
  category: string;
  categoryId: number | undefined;
  subCategory: string;
  subCategoryId: number | undefined;
  childCategory: string;
  childCategoryId: number | undefined;
}

const CLEARED_SUB = { subCategory: '', subCategoryId: undefined } as const;
const CLEARED_CHILD = { childCategory: '', childCategoryId: undefined } as const;

const FIELDS = [
  'category',
  'categoryId',
  'subCategory',
  'subCategoryId',
  'childCategory',
  'childCategoryId',
] as const;

/**
 * Category → sub-category → child category as three cascading selects of a product form: the
 * categories with their sub-categories from getAllCategories, the child categories of the chosen
 * sub-category from getChildCategories. Each choice sets the level's id and name and clears the levels
 * under it (and their errors); a list that fails to load says so, with a way to try again.
 *
 * @example
 * <ContractForm form={product}><CategoryFields /></ContractForm>
 */
export function CategoryFields() {
  const { control, setValue, clearErrors, formState } = useFormContext<CategoryChoice>();
  const watched = useWatch({ control, name: FIELDS });
  const value = Object.fromEntries(
    FIELDS.map((field, i) => [field, watched[i]]),
  ) as unknown as CategoryChoice;
  // The level chosen is checked again once the form was sent; the levels it clears start over.
  const onChange = (change: Partial<CategoryChoice>, chosen: keyof CategoryChoice) => {
    for (const [field, next] of Object.entries(change) as [keyof CategoryChoice, never][]) {
      setValue(field, next, { shouldDirty: true, shouldValidate: field === chosen && formState.isSubmitted });
      if (field !== chosen) clearErrors(field);
    }
  };
  const categories = useGetAllCategories();
  const category = categories.data?.find((c) => c.id === value.categoryId);
  const subCategories = category?.subCategories ?? [];
  const children = useGetChildCategories(
    value.subCategoryId === undefined ? null : { path: { id: value.subCategoryId } },
  );
  const loading = (status: string) => (status === 'loading' ? 'Loading…' : undefined);

  return (
    <>
      <FormField
        name="categoryId"
        label="Category"
        hint={loading(categories.status)}
        error={categories.status === 'failed' ? categories.error?.message : undefined}
      >
        {({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': invalid, ref, onBlur }) => (
          <select
            id={controlId}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            ref={ref}
            onBlur={onBlur}
            value={value.categoryId ?? ''}
            onChange={(e) => {
              const id = Number(e.target.value) || undefined;
              const chosen = categories.data?.find((c) => c.id === id);
              onChange(
                {
                  categoryId: chosen?.id,
                  category: chosen?.name ?? '',
                  ...CLEARED_SUB,
                  ...CLEARED_CHILD,
                },
                'categoryId',
              );
            }}
          >
            <option value="">Choose a category</option>
            {/* The saved category stays a choice while the list loads (or if it left the list). */}
            {value.categoryId !== undefined && !category ? (
              <option value={value.categoryId}>{value.category || `Category ${value.categoryId}`}</option>
            ) : null}
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField name="subCategoryId" label="Sub-category">
        {({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': invalid, ref, onBlur }) => (
          <select
            id={controlId}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            ref={ref}
            onBlur={onBlur}
            disabled={value.categoryId === undefined}
            value={value.subCategoryId ?? ''}
            onChange={(e) => {
              const id = Number(e.target.value) || undefined;
              const chosen = subCategories.find((s) => s.id === id);
              onChange(
                { subCategoryId: chosen?.id, subCategory: chosen?.name ?? '', ...CLEARED_CHILD },
                'subCategoryId',
              );
            }}
          >
            <option value="">
              {value.categoryId === undefined ? 'Choose a category first' : 'Choose a sub-category'}
            </option>
            {value.subCategoryId !== undefined && !subCategories.some((s) => s.id === value.subCategoryId) ? (
              <option value={value.subCategoryId}>
                {value.subCategory || `Sub-category ${value.subCategoryId}`}
              </option>
            ) : null}
            {subCategories.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        name="childCategoryId"
        label="Child category"
        hint={loading(children.status)}
        error={children.status === 'failed' ? children.error?.message : undefined}
      >
        {({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': invalid, ref, onBlur }) => (
          <select
            id={controlId}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            ref={ref}
            onBlur={onBlur}
            disabled={value.subCategoryId === undefined}
            value={value.childCategoryId ?? ''}
            onChange={(e) => {
              const id = Number(e.target.value) || undefined;
              const chosen = children.data?.find((c) => c.id === id);
              onChange({ childCategoryId: chosen?.id, childCategory: chosen?.name ?? '' }, 'childCategoryId');
            }}
          >
            <option value="">
              {value.subCategoryId === undefined ? 'Choose a sub-category first' : 'Choose a child category'}
            </option>
            {value.childCategoryId !== undefined &&
            !children.data?.some((c) => c.id === value.childCategoryId) ? (
              <option value={value.childCategoryId}>
                {value.childCategory || `Child category ${value.childCategoryId}`}
              </option>
            ) : null}
            {(children.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {categories.status === 'failed' || children.status === 'failed' ? (
        <p className="product-form__wide">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              if (categories.status === 'failed') void categories.mutate();
              if (children.status === 'failed') void children.mutate();
            }}
          >
            Load the categories again
          </button>
        </p>
      ) : null}
    </>
  );
}
